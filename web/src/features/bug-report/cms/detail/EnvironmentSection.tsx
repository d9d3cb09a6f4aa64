// The browser and viewport the report was filed from, and the page's local storage as a key/value
// table (the browser and the gateway redacted every token and secret before it was stored).
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { DataTable } from './DataTable.tsx';
import { Facts } from './Facts.tsx';

export const BugReportEnvironmentFragment = graphql(`
  fragment BugReportEnvironment_bugReport on BugReport {
    browser {
      userAgent
      language
      viewportWidth
      viewportHeight
    }
    localStorage
  }
`);

/** The stored dump as rows, sorted by key; a value that is not text is shown as JSON. */
export function storageRows(dump: unknown): [string, string][] {
  if (typeof dump !== 'object' || dump === null || Array.isArray(dump)) return [];
  return Object.entries(dump as Record<string, unknown>)
    .map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
}

export function EnvironmentSection(props: {
  report: FragmentType<typeof BugReportEnvironmentFragment>;
}) {
  const intl = useIntl();
  const { browser, localStorage } = getFragmentData(BugReportEnvironmentFragment, props.report);
  const t = intl.formatMessage;
  const rows = storageRows(localStorage);
  return (
    <>
      <DetailSection title={t({ id: 'bugReportsCms.detail.browser' })}>
        <Facts
          facts={[
            {
              label: t({ id: 'bugReportsCms.detail.userAgent' }),
              value: <span className="break-all">{browser.userAgent}</span>,
            },
            {
              label: t({ id: 'bugReportsCms.detail.language' }),
              value: browser.language ?? t({ id: 'bugReportsCms.none' }),
            },
            {
              label: t({ id: 'bugReportsCms.detail.viewport' }),
              value: t(
                { id: 'bugReportsCms.detail.viewportSize' },
                { width: browser.viewportWidth, height: browser.viewportHeight },
              ),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t({ id: 'bugReportsCms.detail.localStorage' })}>
        {rows.length === 0 ? (
          <p>{t({ id: 'bugReportsCms.detail.noLocalStorage' })}</p>
        ) : (
          <DataTable
            caption={t({ id: 'bugReportsCms.detail.localStorageCaption' })}
            headers={[
              t({ id: 'bugReportsCms.detail.key' }),
              t({ id: 'bugReportsCms.detail.value' }),
            ]}
            rows={rows.map(([key, value]) => ({
              key,
              cells: [key, <code key="value">{value}</code>],
            }))}
          />
        )}
      </DetailSection>
    </>
  );
}
