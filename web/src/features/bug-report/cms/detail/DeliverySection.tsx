// Where delivery to the project board stands (state, attempts, next attempt, last error, pulse id)
// and "Opnieuw versturen": makes the next attempt due now, then the report is fetched again and
// the outcome announced. Disabled once the report is delivered.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { DeliveryStateBadge } from '../DeliveryStateBadge.tsx';
import { dateTime, Facts } from './Facts.tsx';
import type { RetryOutcome } from './use-retry-delivery.ts';

export const BugReportDeliveryFragment = graphql(`
  fragment BugReportDelivery_bugReport on BugReport {
    id
    deliveryState
    attempts
    nextAttemptAt
    lastError
    pulseId
  }
`);

interface DeliverySectionProps {
  report: FragmentType<typeof BugReportDeliveryFragment>;
  onRetry: () => void;
  retrying: boolean;
  outcome: RetryOutcome | null;
}

const outcomeKeys = {
  retried: 'bugReportsCms.detail.retried',
  failed: 'bugReportsCms.detail.retryFailed',
} as const;

export function DeliverySection({ onRetry, retrying, outcome, ...props }: DeliverySectionProps) {
  const intl = useIntl();
  const report = getFragmentData(BugReportDeliveryFragment, props.report);
  const noteId = useId();
  const t = intl.formatMessage;
  const delivered = report.deliveryState === 'DELIVERED';
  const none = t({ id: 'bugReportsCms.none' });

  return (
    <DetailSection title={t({ id: 'bugReportsCms.detail.delivery' })}>
      <Facts
        facts={[
          {
            label: t({ id: 'bugReportsCms.detail.state' }),
            value: <DeliveryStateBadge state={report.deliveryState} />,
          },
          {
            label: t({ id: 'bugReportsCms.detail.attempts' }),
            value: intl.formatNumber(report.attempts),
          },
          {
            label: t({ id: 'bugReportsCms.detail.nextAttempt' }),
            value: dateTime(intl, report.nextAttemptAt),
          },
          {
            label: t({ id: 'bugReportsCms.detail.lastError' }),
            value: report.lastError ? (
              <span className="font-mono text-sm break-all">{report.lastError}</span>
            ) : (
              none
            ),
          },
          {
            label: t({ id: 'bugReportsCms.detail.pulse' }),
            value: <span className="break-all">{report.pulseId ?? none}</span>,
          },
        ]}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={onRetry}
          disabled={delivered || retrying}
          aria-describedby={delivered ? noteId : undefined}
          className="min-h-11 rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker disabled:cursor-not-allowed disabled:bg-neutral-500"
        >
          {t({ id: 'bugReportsCms.detail.retry' })}
        </button>
        {delivered && (
          <p id={noteId} className="text-ink-muted">
            {t({ id: 'bugReportsCms.detail.retryDelivered' })}
          </p>
        )}
      </div>
      {/* Always present, so the outcome of a retry is announced when it is written. */}
      <p role="status" className="min-h-6">
        {outcome && t({ id: outcomeKeys[outcome] })}
      </p>
    </DetailSection>
  );
}
