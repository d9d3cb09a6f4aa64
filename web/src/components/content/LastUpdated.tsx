// "Laatst bijgewerkt: 1 december 2026" at the foot of a public record's page (issue 28: what
// visitors see of the history). The day is the record's `updatedAt` in the Netherlands' time
// zone, so the page the gateway renders and the app's first render read the same day wherever
// the server and the browser are: nothing changes when the app takes over.
import { useIntl } from 'react-intl';

export function LastUpdated({ updatedAt }: { updatedAt: string }) {
  const intl = useIntl();
  const day = intl.formatDate(new Date(updatedAt), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <p className="text-sm text-ink-muted">
      {intl.formatMessage(
        { id: 'detail.lastUpdated' },
        { date: <time dateTime={updatedAt}>{day}</time> },
      )}
    </p>
  );
}
