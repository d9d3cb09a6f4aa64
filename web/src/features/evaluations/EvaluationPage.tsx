// The care evaluation screen (public); lazy-loaded as the screen group "evaluations". One GraphQL
// request for the whole page; an unknown or unpublished evaluation (null) shows the not-found
// screen.
import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { prefetchPublicQuery } from '../../api/public-answers.ts';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { LastUpdated } from '../../components/content/LastUpdated.tsx';
import { DetailSection } from '../../components/page/DetailSection.tsx';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../gql';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectSignedIn } from '../../store/selectors.ts';
import { inclusionMonitorMessages } from '../inclusion-monitor/index.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { EvaluationDetailFragment, EvaluationDetailQuery } from './detail/detail-operations.ts';
import { EvaluationContent } from './detail/EvaluationContent.tsx';
import { EvaluationFacts } from './detail/EvaluationFacts.tsx';
import { EvaluationInclusion } from './detail/EvaluationInclusion.tsx';
import { EvaluationLinksRelated } from './detail/EvaluationLinksRelated.tsx';
import { EvaluationPeopleDocuments } from './detail/EvaluationPeopleDocuments.tsx';
import { evaluationKey } from './detail/evaluation-key.ts';
import { VimeoVideo } from './detail/VimeoVideo.tsx';
import { evaluationsMessages } from './messages/index.ts';

function EvaluationPage() {
  const intl = useIntl();
  const showStatus = useAppState(selectSignedIn);
  const key = evaluationKey(useParams().id ?? '');
  const query = usePublicQuery(EvaluationDetailQuery, { variables: detailVariables(key) });
  // Deferred: the page renders its answer in a background pass that yields to input, not in one
  // long task. Deferring the whole answer keeps "loaded" and "not found" consistent.
  const data = useDeferredValue(query.data);
  const { error, refetch } = query;
  const found = data?.bySlug ?? data?.byId ?? null;
  const evaluation = getFragmentData(EvaluationDetailFragment, found);

  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <Skeleton className="space-y-6">
        <SkeletonBlock className="h-10 w-3/4" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-4">
            <SkeletonBlock className="h-6 w-full" />
            <SkeletonBlock className="h-64 w-full" />
          </div>
          <SkeletonBlock className="h-80 w-full" />
        </div>
      </Skeleton>
    );
  }
  if (!found || !evaluation) return <NotFoundPage />;

  return (
    <ScreenPage
      title={evaluation.title}
      trail={[
        { labelId: 'nav.home', to: '/' },
        { labelId: 'evaluations.list.title', to: '/evaluations' },
      ]}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* The key facts and inclusion come first on a phone, in the side column on a wide screen. */}
        <aside className="space-y-6 lg:order-last">
          <EvaluationFacts evaluation={evaluation} showStatus={showStatus} />
          <EvaluationInclusion evaluation={evaluation} />
        </aside>
        <div className="min-w-0 space-y-10">
          {evaluation.vimeoId && (
            <DetailSection title={intl.formatMessage({ id: 'evaluations.detail.video' })}>
              <VimeoVideo vimeoId={evaluation.vimeoId} title={evaluation.title} />
            </DetailSection>
          )}
          <EvaluationContent evaluation={evaluation} />
          <EvaluationPeopleDocuments evaluation={evaluation} />
          <EvaluationLinksRelated evaluation={evaluation} />
          {evaluation.updatedAt && <LastUpdated updatedAt={evaluation.updatedAt} />}
        </div>
      </div>
    </ScreenPage>
  );
}

// The inclusion section reuses the monitor's wording (its figures and pace labels).
export default withFeatureMessages([evaluationsMessages, inclusionMonitorMessages], EvaluationPage);

const detailVariables = (key: ReturnType<typeof evaluationKey>) => ({
  slug: key.slug,
  id: key.id,
  withId: key.id !== null,
});

/**
 * The page's data held before the first render of a page opened in the browser.
 * @public (read by the route table, app/routes.tsx, from the lazily loaded module)
 */
export async function prefetch({ params }: LoaderFunctionArgs): Promise<void> {
  await prefetchPublicQuery(EvaluationDetailQuery, detailVariables(evaluationKey(params.id ?? '')));
}
