// The pace verdict as a labelled badge: the words carry the meaning, the colour only repeats it.
import { FormattedMessage } from 'react-intl';
import type { InclusionPace } from '../../gql/graphql.ts';

const styles: Record<InclusionPace, string> = {
  ON_SCHEDULE: 'bg-brand-primary-dark text-white',
  TARGET_REACHED: 'bg-brand-primary-darker text-white',
  BEHIND_SCHEDULE: 'bg-brand-secondary-dark text-white',
  NO_DATA: 'bg-gray-100 text-ink',
  NO_END_DATE: 'bg-gray-100 text-ink',
};

export function PaceBadge({ pace }: { pace: InclusionPace }) {
  return (
    <p
      className={`rounded-full px-3 py-1 text-sm font-semibold ${styles[pace]}`}
      data-testid="monitor-pace"
    >
      <FormattedMessage id={`monitor.pace.${pace}`} />
    </p>
  );
}
