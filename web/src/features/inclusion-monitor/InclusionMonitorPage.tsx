// The inclusion monitor screen (public); lazy-loaded as the screen group "inclusiemonitor".
// Categories (gradations) with their evaluations' progress, filtered in the browser by the URL.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { useScrollToHash } from '../../components/page/use-scroll-to-hash.ts';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { CategorySection, type CategoryView } from './CategorySection.tsx';
import { MonitorFilterBar } from './MonitorFilterBar.tsx';
import { inclusionMonitorMessages } from './messages/index.ts';
import {
  applyMonitorFilters,
  monitorFilterSchema,
  NO_CATEGORY,
  specializationsOf,
} from './monitor-filters.ts';
import { InclusionMonitorQuery } from './monitor-query.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

/** Cards in the first render (what a first view shows), then cards added per task after it. */
const FIRST_CARDS = 2;
const CARDS_PER_TASK = 4;

function MonitorSkeleton() {
  return (
    <Skeleton className="space-y-6">
      <SkeletonBlock className="h-24 w-full" />
      <SkeletonBlock className="h-8 w-1/3" />
      <div className="grid gap-6 xl:grid-cols-2">
        <SkeletonBlock className="h-[36rem] w-full" />
        <SkeletonBlock className="h-[36rem] w-full" />
      </div>
    </Skeleton>
  );
}

/**
 * The categories that hold one of the first `count` evaluations (in order), each with how many of
 * its evaluations are among them.
 */
function withinCount(categories: CategoryView[], count: number) {
  let left = count;
  const within: { category: CategoryView; limit: number }[] = [];
  for (const category of categories) {
    if (left <= 0) break;
    within.push({ category, limit: left });
    left -= category.evaluations.length;
  }
  return within;
}

function InclusionMonitorPage() {
  const intl = useIntl();
  const filters = useUrlState(monitorFilterSchema);
  const { data, error, refetch } = usePublicQuery(InclusionMonitorQuery);
  const all = data?.inclusionMonitor.categories;
  const noCategory = intl.formatMessage({ id: 'monitor.category.none' });
  // A link to an entry (`#zorgevaluatie-<id>`, monitor-anchor.ts) lands once the entries are drawn.
  useScrollToHash(all !== undefined);

  const options = useMemo(
    () => ({
      categories: (all ?? []).map((category) => ({
        id: category.gradation?.id ?? null,
        title: category.gradation?.title ?? noCategory,
      })),
      specializations: specializationsOf(all ?? []),
    }),
    [all, noCategory],
  );
  const shown: CategoryView[] = useMemo(
    () =>
      applyMonitorFilters(all ?? [], filters.value).map((category) => ({
        key: category.gradation?.id ?? NO_CATEGORY,
        title: category.gradation?.title ?? noCategory,
        description: category.gradation?.description ?? null,
        evaluations: category.evaluations.map((entry) => ({
          id: entry.evaluation.id,
          item: entry,
        })),
      })),
    [all, filters.value, noCategory],
  );
  const found = shown.reduce((total, category) => total + category.evaluations.length, 0);
  const rendered = useProgressiveCount(found, FIRST_CARDS, CARDS_PER_TASK);

  return (
    <ScreenPage
      titleId="page.inclusionMonitor.title"
      introId="page.inclusionMonitor.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      {error && !all ? (
        <LoadingProblem onRetry={refetch} />
      ) : !all ? (
        <MonitorSkeleton />
      ) : (
        <>
          <MonitorFilterBar state={filters} options={options} />
          <p aria-live="polite" className="text-sm text-ink-muted">
            <FormattedMessage id="monitor.found" values={{ count: found }} />
          </p>
          {all.length === 0 ? (
            <EmptyState>
              <FormattedMessage id="monitor.emptyAll" />
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState
              action={
                <button
                  type="button"
                  className="font-semibold text-brand-primary-dark underline underline-offset-2"
                  onClick={() => filters.update({ category: '', phase: '', specialization: '' })}
                >
                  <FormattedMessage id="monitor.filters.clear" />
                </button>
              }
            >
              <FormattedMessage id="monitor.empty" />
            </EmptyState>
          ) : (
            withinCount(shown, rendered).map(({ category, limit }) => (
              <CategorySection key={category.key} category={category} limit={limit} />
            ))
          )}
        </>
      )}
    </ScreenPage>
  );
}

export default withFeatureMessages(inclusionMonitorMessages, InclusionMonitorPage);
