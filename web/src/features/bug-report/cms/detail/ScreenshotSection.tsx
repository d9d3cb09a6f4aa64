// The screenshot the browser took when the report was filed: in a box of a fixed shape (nothing
// shifts when it arrives), a link opens it at full size. Fetched with the token (use-screenshot).
import { useIntl } from 'react-intl';
import { DetailSection } from '../../../../components/page/DetailSection.tsx';
import { SkeletonBlock } from '../../../../components/status/Skeleton.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { useAppState } from '../../../../store/hooks.tsx';
import type { AppState } from '../../../../store/state.ts';
import { useScreenshot } from './use-screenshot.ts';

export const BugReportScreenshotFragment = graphql(`
  fragment BugReportScreenshot_bugReport on BugReport {
    screenshot {
      id
      url
      name
      mimeType
      size
    }
  }
`);

const selectAccessToken = (state: AppState) => state.session.tokens?.accessToken;

const frame =
  'flex aspect-video w-full max-w-3xl items-center justify-center overflow-hidden rounded-md border border-gray-300 bg-surface-muted';

function Screenshot({ url }: { url: string }) {
  const intl = useIntl();
  const accessToken = useAppState(selectAccessToken);
  const state = useScreenshot(url, accessToken);
  return (
    <div className="space-y-2">
      <div className={frame}>
        {state.status === 'loading' && <SkeletonBlock className="size-full" />}
        {state.status === 'failed' && (
          <p className="p-4">
            {intl.formatMessage({ id: 'bugReportsCms.detail.screenshotFailed' })}
          </p>
        )}
        {state.status === 'shown' && (
          <img
            src={state.objectUrl}
            alt={intl.formatMessage({ id: 'bugReportsCms.detail.screenshotAlt' })}
            className="max-h-full max-w-full object-contain"
          />
        )}
      </div>
      {/* The link's row is kept while loading, so nothing below moves when it appears. */}
      <div className="min-h-11">
        {state.status === 'shown' && (
          <a
            href={state.objectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-primary-dark underline hover:no-underline"
          >
            {intl.formatMessage({ id: 'bugReportsCms.detail.screenshotOpen' })}
          </a>
        )}
      </div>
    </div>
  );
}

export function ScreenshotSection(props: {
  report: FragmentType<typeof BugReportScreenshotFragment>;
}) {
  const intl = useIntl();
  const { screenshot } = getFragmentData(BugReportScreenshotFragment, props.report);
  return (
    <DetailSection title={intl.formatMessage({ id: 'bugReportsCms.detail.screenshot' })}>
      {screenshot ? (
        <Screenshot url={screenshot.url} />
      ) : (
        <p>{intl.formatMessage({ id: 'bugReportsCms.detail.noScreenshot' })}</p>
      )}
    </DetailSection>
  );
}
