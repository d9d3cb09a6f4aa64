// The home page's ways into the registry: evaluations, associations, programs, the trial bureau
// and the inclusion monitor, each with how many records it holds. The texts show at once; only
// the counts wait for data, in a slot of fixed height.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../components/status/Skeleton.tsx';
import type { HomeMessageKey } from './messages/index.ts';

export interface EntryCounts {
  evaluations: number;
  associations: number;
  programs: number;
  trialBureaus: number;
  monitor: number;
}

interface Entry {
  to: string;
  count: keyof EntryCounts;
  /** `home.entry.<name>.title`, `.text` and `.count` (an ICU plural) in the home catalogue. */
  name: 'evaluations' | 'associations' | 'programs' | 'trialBureau' | 'monitor';
}

const entries: readonly Entry[] = [
  { to: '/evaluations', count: 'evaluations', name: 'evaluations' },
  { to: '/associations', count: 'associations', name: 'associations' },
  { to: '/programs', count: 'programs', name: 'programs' },
  { to: '/trialbureaus', count: 'trialBureaus', name: 'trialBureau' },
  { to: '/inclusie-monitor', count: 'monitor', name: 'monitor' },
];

const key = (entry: Entry, part: 'title' | 'text' | 'count') =>
  `home.entry.${entry.name}.${part}` as HomeMessageKey;

/** `counts` is undefined while loading (a placeholder shows) and null when loading failed. */
export function EntryCards({ counts }: { counts: EntryCounts | null | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li
          key={entry.name}
          className="relative flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-primary"
        >
          <h3 className="text-lg font-semibold">
            {/* The link covers the whole card (after:inset-0) so the card is one target. */}
            <Link
              to={entry.to}
              data-testid={`home-entry-${entry.name}`}
              className="text-brand-primary-dark underline-offset-2 after:absolute after:inset-0 hover:underline"
            >
              <FormattedMessage id={key(entry, 'title')} />
            </Link>
          </h3>
          <p className="mt-1 flex-1 text-sm text-ink-muted">
            <FormattedMessage id={key(entry, 'text')} />
          </p>
          <div className="mt-3 h-6 font-semibold" data-testid={`home-count-${entry.name}`}>
            {counts === undefined ? (
              <SkeletonBlock className="h-6 w-24" />
            ) : counts === null ? null : (
              <FormattedMessage id={key(entry, 'count')} values={{ count: counts[entry.count] }} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
