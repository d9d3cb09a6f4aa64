// The bug-tracker bar (spec: shared widget): fixed at the bottom of the page, so nothing above it
// moves; says that something went wrong and how often, opens the report dialog or is dismissed.
// Its own chunk, loaded only once an error has been captured.
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { useDispatch } from '../../../store/hooks.tsx';
import { bugReportMessages, useBugReportText } from '../messages/index.ts';

function BugReportBar({ count }: { count: number }) {
  const t = useBugReportText();
  const dispatch = useDispatch();
  return (
    <section
      aria-label={t('bugReport.bar.label')}
      // Left out of the report's screenshot: the errors it counts are in the report, and a fixed
      // element is drawn at the wrong height in a picture of a scrolled page.
      data-bug-report-ignore=""
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-red-700 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.15)]"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p
          role="status"
          aria-live="polite"
          className="min-w-0 flex-1 basis-56 font-semibold text-ink"
        >
          {t('bugReport.bar.message', { count })}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="min-h-11 rounded-md bg-brand-primary-dark px-4 py-2 font-semibold text-white hover:bg-brand-primary-darker"
            onClick={() =>
              dispatch({ type: 'bugReport/opened', title: t('bugReport.dialog.title') })
            }
          >
            {t('bugReport.bar.report')}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-md border border-neutral-400 bg-white px-4 py-2 font-semibold text-ink hover:bg-surface-muted"
            onClick={() => dispatch({ type: 'bugReport/bar-dismissed' })}
          >
            {t('bugReport.bar.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}

export default withFeatureMessages(bugReportMessages, BugReportBar);
