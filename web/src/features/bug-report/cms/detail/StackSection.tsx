// The errors recorded on the page, oldest first: each entry's message, where it came from
// (file:line:column) and the error text (its stack) folded in a <details>. Monospace, wrapping.
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../../gql';

export const BugReportStackFragment = graphql(`
  fragment BugReportStack_bugReport on BugReport {
    stackTrace {
      message
      filename
      line
      column
      error
    }
  }
`);

interface Place {
  filename?: string | null;
  line?: number | null;
  column?: number | null;
}

/** `file:line:column`, leaving out what the browser did not say; empty when it said nothing. */
export function placeText({ filename, line, column }: Place): string {
  if (!filename) return '';
  const parts = [filename];
  if (line != null) {
    parts.push(String(line));
    if (column != null) parts.push(String(column));
  }
  return parts.join(':');
}

export function StackSection(props: { report: FragmentType<typeof BugReportStackFragment> }) {
  const intl = useIntl();
  const { stackTrace } = getFragmentData(BugReportStackFragment, props.report);
  return (
    <DetailSection title={intl.formatMessage({ id: 'bugReportsCms.detail.stack' })}>
      {stackTrace.length === 0 ? (
        <p>{intl.formatMessage({ id: 'bugReportsCms.detail.noStack' })}</p>
      ) : (
        <ol className="space-y-3">
          {stackTrace.map((entry, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are a fixed record, in order
              key={index}
              className="space-y-1 rounded-md border border-gray-300 bg-white p-3 font-mono text-sm"
            >
              <p className="font-semibold break-words whitespace-pre-wrap">{entry.message}</p>
              {placeText(entry) && <p className="break-all text-ink-muted">{placeText(entry)}</p>}
              {entry.error && (
                <details>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-sans font-semibold text-brand-primary-dark">
                    {intl.formatMessage({ id: 'bugReportsCms.detail.stackError' })}
                  </summary>
                  <pre className="overflow-x-auto break-words whitespace-pre-wrap">
                    {entry.error}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
