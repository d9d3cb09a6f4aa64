// The last actions of the page's action stream, oldest first: time, type and the payload as
// compact JSON (secrets were redacted before the report was stored), so the bug can be replayed.
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { DataTable } from './DataTable.tsx';

export const BugReportActionsFragment = graphql(`
  fragment BugReportActions_bugReport on BugReport {
    actions {
      type
      at
      payload
    }
  }
`);

/** A payload as one line of JSON; empty when the action had none. */
export const payloadText = (payload: unknown): string =>
  payload === null || payload === undefined ? '' : JSON.stringify(payload);

export function ActionLogSection(props: { report: FragmentType<typeof BugReportActionsFragment> }) {
  const intl = useIntl();
  const { actions } = getFragmentData(BugReportActionsFragment, props.report);
  const t = intl.formatMessage;
  return (
    <DetailSection title={t({ id: 'bugReportsCms.detail.actions' })}>
      {actions.length === 0 ? (
        <p>{t({ id: 'bugReportsCms.detail.noActions' })}</p>
      ) : (
        <DataTable
          caption={t({ id: 'bugReportsCms.detail.actionsCaption' })}
          headers={[
            t({ id: 'bugReportsCms.detail.actionTime' }),
            t({ id: 'bugReportsCms.detail.actionType' }),
            t({ id: 'bugReportsCms.detail.actionPayload' }),
          ]}
          columnClasses={['whitespace-nowrap tabular-nums', 'font-mono break-all', 'min-w-60']}
          rows={actions.map((action, index) => ({
            key: `${index}`,
            cells: [
              <time key="at" dateTime={action.at}>
                {intl.formatTime(action.at, {
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                  fractionalSecondDigits: 3,
                })}
              </time>,
              action.type,
              <code key="payload" className="break-all">
                {payloadText(action.payload)}
              </code>,
            ],
          }))}
        />
      )}
    </DetailSection>
  );
}
