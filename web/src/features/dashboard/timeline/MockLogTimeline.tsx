// The mock log timeline (spec sections 1 and 2): a static list of timestamped sample lines from
// the catalogue. A demonstration, and it says so.
import { useIntl } from 'react-intl';
import { DashboardCard } from '../DashboardCard.tsx';
import type { DashboardMessageKey } from '../messages/index.ts';

const entries: readonly { at: string; textId: DashboardMessageKey }[] = [
  { at: '2026-11-20T14:32:00Z', textId: 'dashboard.log.entry1' },
  { at: '2026-11-19T09:05:00Z', textId: 'dashboard.log.entry2' },
  { at: '2026-11-17T16:48:00Z', textId: 'dashboard.log.entry3' },
  { at: '2026-11-14T11:20:00Z', textId: 'dashboard.log.entry4' },
  { at: '2026-11-12T08:57:00Z', textId: 'dashboard.log.entry5' },
];

export function MockLogTimeline() {
  const intl = useIntl();
  return (
    <DashboardCard
      headingId="log-title"
      title={intl.formatMessage({ id: 'dashboard.log.title' })}
      spacing="space-y-4"
    >
      <p className="text-sm text-ink-muted">{intl.formatMessage({ id: 'dashboard.log.demo' })}</p>
      <ol className="space-y-4 border-s-2 border-brand-primary ps-4">
        {entries.map((entry) => (
          <li key={entry.textId} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[1.4rem] top-1.5 size-3 rounded-full bg-brand-primary-dark"
            />
            <time dateTime={entry.at} className="block text-sm text-ink-muted">
              {intl.formatDate(entry.at, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
              })}
            </time>
            <p>{intl.formatMessage({ id: entry.textId })}</p>
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
