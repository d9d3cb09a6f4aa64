// Step 2: everything the report will send, as it will be sent (secrets already redacted), with
// the screenshot's thumbnail. "Vorige" returns to step 1, "Aanmaken" sends it.
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton, secondaryButton } from '../../../components/buttons/button-styles.ts';
import { useDispatch } from '../../../store/hooks.tsx';
import { useBugReportText } from '../messages/index.ts';
import type { ScreenshotState } from '../state/bug-report-state.ts';
import type { PreparedBugReport } from '../types.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const detailsLook = 'rounded-md border border-neutral-300 px-3 py-2';
const summaryLook = 'cursor-pointer font-semibold text-ink';
const preLook = 'mt-2 max-h-48 overflow-auto whitespace-pre-wrap break-all text-xs text-ink';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[9rem_1fr]">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

function Screenshot({ screenshot }: { screenshot: ScreenshotState }) {
  const t = useBugReportText();
  if (screenshot.status === 'taken') {
    return (
      <img
        src={screenshot.dataUrl}
        alt={t('bugReport.overview.screenshotAlt')}
        className="mt-1 max-h-40 w-auto rounded border border-neutral-300"
      />
    );
  }
  return (
    <p className="text-ink">
      {t(
        screenshot.status === 'pending'
          ? 'bugReport.overview.screenshotPending'
          : 'bugReport.overview.screenshotFailed',
      )}
    </p>
  );
}

function ReportFacts({ report }: { report: PreparedBugReport }) {
  const t = useBugReportText();
  const intl = useIntl();
  return (
    <>
      <Row label={t('bugReport.overview.url')}>{report.url}</Row>
      <Row label={t('bugReport.overview.time')}>
        {intl.formatDate(report.occurredAt, { dateStyle: 'long', timeStyle: 'medium' })}
      </Row>
      <Row label={t('bugReport.overview.browser')}>{report.browser.userAgent}</Row>
      <Row label={t('bugReport.overview.language')}>{report.browser.language ?? '–'}</Row>
      <Row label={t('bugReport.overview.viewport')}>
        {t('bugReport.overview.viewportSize', {
          width: report.browser.viewportWidth,
          height: report.browser.viewportHeight,
        })}
      </Row>
    </>
  );
}

/** The long parts (errors, local storage, actions), folded: each opens on request. */
function ReportLists({ report }: { report: PreparedBugReport }) {
  const t = useBugReportText();
  const storage = Object.entries((report.localStorage ?? {}) as Record<string, string>);
  return (
    <div className="space-y-2">
      <details className={detailsLook}>
        <summary className={summaryLook}>
          {t('bugReport.overview.errors', { count: report.stackTrace.length })}
        </summary>
        {report.stackTrace.length === 0 ? (
          <p className="mt-2 text-ink">{t('bugReport.overview.noErrors')}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {report.stackTrace.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity; the list never reorders
              <li key={index}>
                <p className="font-semibold break-words text-ink">{entry.message}</p>
                {entry.filename && (
                  <p className="text-sm break-all text-ink">
                    {t('bugReport.overview.errorPlace', {
                      file: entry.filename,
                      line: entry.line ?? '–',
                      column: entry.column ?? '–',
                    })}
                  </p>
                )}
                {entry.error && <pre className={preLook}>{entry.error}</pre>}
              </li>
            ))}
          </ol>
        )}
      </details>
      <details className={detailsLook}>
        <summary className={summaryLook}>
          {t('bugReport.overview.storage', { count: storage.length })}
        </summary>
        {storage.length === 0 ? (
          <p className="mt-2 text-ink">{t('bugReport.overview.noStorage')}</p>
        ) : (
          <pre className={preLook}>
            {storage.map(([key, value]) => `${key}: ${value}`).join('\n')}
          </pre>
        )}
      </details>
      <details className={detailsLook}>
        <summary className={summaryLook}>
          {t('bugReport.overview.actions', { count: report.actions.length })}
        </summary>
        <pre className={preLook}>
          {report.actions
            .map(
              (action) =>
                `${action.at} ${action.type}${action.payload ? ` ${JSON.stringify(action.payload)}` : ''}`,
            )
            .join('\n')}
        </pre>
      </details>
    </div>
  );
}

export function OverviewStep({
  title,
  description,
  report,
  screenshot,
}: {
  title: string;
  description: string;
  report: PreparedBugReport | null;
  screenshot: ScreenshotState;
}) {
  const t = useBugReportText();
  const dispatch = useDispatch();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const statusId = useId();
  return (
    <div className="mt-4 space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        {t('bugReport.overview.heading')}
      </h3>
      <p className="text-ink">{t('bugReport.overview.intro')}</p>
      <dl className="space-y-2" aria-busy={report === null} aria-describedby={statusId}>
        <Row label={t('bugReport.overview.title')}>{title}</Row>
        <Row label={t('bugReport.overview.description')}>
          <span className="whitespace-pre-wrap">{description}</span>
        </Row>
        {report && <ReportFacts report={report} />}
        <Row label={t('bugReport.overview.screenshot')}>
          <Screenshot screenshot={screenshot} />
        </Row>
      </dl>
      {report && <ReportLists report={report} />}
      <p id={statusId} role="status" className="text-ink">
        {report === null ? t('bugReport.overview.preparing') : ''}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => dispatch({ type: 'bugReport/step-back' })}
        >
          {t('bugReport.action.back')}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={report === null}
          onClick={() => dispatch({ type: 'bugReport/submitted' })}
        >
          {t('bugReport.action.create')}
        </button>
      </div>
    </div>
  );
}
