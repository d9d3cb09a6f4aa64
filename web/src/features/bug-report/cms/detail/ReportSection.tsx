// The report itself: description, the page it was filed on, when it was filed, received and
// delivered, and who filed it (or "Bezoeker").
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { dateTime, Facts } from './Facts.tsx';

export const BugReportReportFragment = graphql(`
  fragment BugReportReport_bugReport on BugReport {
    description
    url
    occurredAt
    createdAt
    deliveredAt
    reporter {
      id
      name
    }
  }
`);

/** Only http(s) addresses become links; anything else is shown as text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function ReportSection(props: { report: FragmentType<typeof BugReportReportFragment> }) {
  const intl = useIntl();
  const report = getFragmentData(BugReportReportFragment, props.report);
  const t = intl.formatMessage;
  return (
    <DetailSection title={t({ id: 'bugReportsCms.detail.report' })}>
      <div className="space-y-2">
        <h3 className="font-semibold">{t({ id: 'bugReportsCms.detail.description' })}</h3>
        <p className="max-w-prose whitespace-pre-wrap break-words">{report.description}</p>
      </div>
      <Facts
        facts={[
          {
            label: t({ id: 'bugReportsCms.detail.url' }),
            value: isWebAddress(report.url) ? (
              <a
                href={report.url}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-primary-dark underline hover:no-underline"
              >
                {report.url}
              </a>
            ) : (
              <span className="break-all">{report.url}</span>
            ),
          },
          {
            label: t({ id: 'bugReportsCms.detail.reporter' }),
            value: report.reporter?.name ?? t({ id: 'bugReportsCms.reporter.visitor' }),
          },
          {
            label: t({ id: 'bugReportsCms.detail.occurredAt' }),
            value: dateTime(intl, report.occurredAt),
          },
          {
            label: t({ id: 'bugReportsCms.detail.createdAt' }),
            value: dateTime(intl, report.createdAt),
          },
          {
            label: t({ id: 'bugReportsCms.detail.deliveredAt' }),
            value: dateTime(intl, report.deliveredAt),
          },
        ]}
      />
    </DetailSection>
  );
}
