// A delivery state as a pill: amber while it is being sent, green when delivered, grey when the
// board is not configured. The text carries the meaning; the colour only repeats it.
import { useIntl } from 'react-intl';
import type { BugReportDeliveryState } from '../../../gql/graphql.ts';
import { deliveryStateLabel } from './labels.ts';

const looks: Record<BugReportDeliveryState, string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-700/40',
  DELIVERED: 'bg-green-50 text-green-900 ring-green-700/40',
  NOT_CONFIGURED: 'bg-neutral-100 text-ink ring-neutral-500/40',
};

export function DeliveryStateBadge({ state }: { state: BugReportDeliveryState }) {
  const intl = useIntl();
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${looks[state]}`}
    >
      {intl.formatMessage({ id: deliveryStateLabel(state) })}
    </span>
  );
}
