// The merge centers screen (/cms/centers/merge, admin only); lazy-loaded as the screen group
// "centers_merge". The admin picks the center that stays and the ones that go into it (the picks
// live in the URL: `?keep=1&merge=2,3`), sees how much data each carries, confirms what moves, and
// the server merges them in one transaction.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../components/buttons/button-styles.ts';
import { listViewMessages } from '../../components/cms/list/messages/index.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../gql';
import type { MergeCenter_CenterFragment } from '../../gql/graphql.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { CenterSearchPicker } from './merge/CenterSearchPicker.tsx';
import { ChosenCenter } from './merge/ChosenCenter.tsx';
import { MergeCenterFragment, MergeChosenCentersQuery } from './merge/merge-operations.ts';
import { mergeParam, mergeSchema, sourcesOf } from './merge/merge-state.ts';
import { useMergeCenters } from './merge/use-merge-centers.ts';
import { centersMessages } from './messages/index.ts';

type Result =
  | { kind: 'merged'; target: MergeCenter_CenterFragment }
  | { kind: 'failed'; message: string };

function CentersMergePage() {
  const intl = useIntl();
  const { value: state, update } = useUrlState(mergeSchema);
  const sourceIds = useMemo(() => sourcesOf(state), [state]);
  const ids = useMemo(
    () => (state.keep ? [state.keep, ...sourceIds] : sourceIds),
    [state.keep, sourceIds],
  );
  const chosen = useQuery(MergeChosenCentersQuery, {
    variables: { ids },
    skip: ids.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const byId = useMemo(() => {
    const rows = (chosen.data ?? chosen.previousData)?.centers.data ?? [];
    return new Map(
      rows.map((row) => {
        const center = getFragmentData(MergeCenterFragment, row);
        return [center.id, center] as const;
      }),
    );
  }, [chosen.data, chosen.previousData]);
  const target = state.keep ? byId.get(state.keep) : undefined;
  const sources = sourceIds.flatMap((id) => byId.get(id) ?? []);
  const { merge, merging } = useMergeCenters();
  const [result, setResult] = useState<Result>();
  const excluded = useMemo(() => new Set(ids), [ids]);
  const waiting = ids.length > 0 && byId.size === 0 && chosen.loading;

  const submit = async () => {
    if (!target || sources.length === 0) return;
    setResult(undefined);
    const outcome = await merge(target, sources);
    if (outcome.kind === 'cancelled') return;
    setResult(outcome);
    if (outcome.kind === 'merged') {
      update({ merge: '' }, { replace: true });
      void chosen.refetch();
    }
  };

  const removeLabel = (title: string) =>
    intl.formatMessage({ id: 'centers.merge.remove' }, { title });

  const body = () => {
    if (chosen.error && byId.size === 0)
      return <LoadingProblem onRetry={() => void chosen.refetch()} />;
    if (waiting)
      return (
        <Skeleton className="space-y-3">
          <SkeletonBlock className="h-20 w-full max-w-2xl" />
          <SkeletonBlock className="h-20 w-full max-w-2xl" />
        </Skeleton>
      );
    return (
      <div className="grid max-w-3xl gap-8">
        <section aria-labelledby="merge-keep" className="space-y-3">
          <h2 id="merge-keep" className="text-xl font-bold">
            {intl.formatMessage({ id: 'centers.merge.keep' })}
          </h2>
          {target ? (
            <ul>
              <ChosenCenter
                center={target}
                removeLabel={intl.formatMessage({ id: 'centers.merge.change' })}
                onRemove={() => update({ keep: '' })}
              />
            </ul>
          ) : (
            <CenterSearchPicker
              label={intl.formatMessage({ id: 'centers.merge.pickKeep' })}
              excluded={excluded}
              onPick={(center) => update({ keep: center.id })}
            />
          )}
        </section>
        <section aria-labelledby="merge-sources" className="space-y-3">
          <h2 id="merge-sources" className="text-xl font-bold">
            {intl.formatMessage({ id: 'centers.merge.sources' })}
          </h2>
          {sources.length > 0 ? (
            <ul className="space-y-2">
              {sources.map((source) => (
                <ChosenCenter
                  key={source.id}
                  center={source}
                  removeLabel={removeLabel(source.title)}
                  onRemove={() =>
                    update({ merge: mergeParam(sourceIds.filter((id) => id !== source.id)) })
                  }
                />
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">
              {intl.formatMessage({ id: 'centers.merge.noSources' })}
            </p>
          )}
          <CenterSearchPicker
            label={intl.formatMessage({ id: 'centers.merge.addSource' })}
            excluded={excluded}
            onPick={(center) => update({ merge: mergeParam([...sourceIds, center.id]) })}
          />
        </section>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={!target || sources.length === 0 || merging}
            aria-busy={merging || undefined}
            onClick={() => void submit()}
          >
            {intl.formatMessage({ id: merging ? 'centers.merge.merging' : 'centers.merge.submit' })}
          </button>
          <Link
            to="/cms/centers"
            className={`${secondaryButton} inline-flex min-h-11 items-center`}
          >
            {intl.formatMessage({ id: 'centers.merge.back' })}
          </Link>
        </div>
      </div>
    );
  };

  return (
    <ScreenPage
      titleId="page.centersMerge.title"
      introId="page.centersMerge.intro"
      trail={[
        { labelId: 'nav.dashboard', to: '/cms' },
        { labelId: 'page.centers.title', to: '/cms/centers' },
      ]}
    >
      <div className="space-y-6">
        <div role="status" aria-live="polite">
          {result?.kind === 'merged' && (
            <p className="rounded-md border-2 border-green-700 bg-white p-4 font-semibold text-green-800">
              {intl.formatMessage(
                { id: 'centers.merge.done' },
                {
                  target: result.target.title,
                  data: result.target.dataCount,
                  evaluations: result.target.evaluationCount,
                },
              )}
            </p>
          )}
        </div>
        {result?.kind === 'failed' && (
          <div role="alert" className="rounded-md border-2 border-red-700 bg-white p-4">
            <p className="font-semibold text-red-700">
              {intl.formatMessage({ id: 'centers.merge.failed' })}
            </p>
            <p>{result.message}</p>
          </div>
        )}
        {body()}
      </div>
    </ScreenPage>
  );
}

export default withFeatureMessages([listViewMessages, centersMessages], CentersMergePage);
