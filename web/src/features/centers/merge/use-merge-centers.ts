// Merging: the `mitigate` confirmation says what moves and what disappears; after "confirm" the
// server merges in one transaction, the merged centers leave the cache (so no list shows them
// again), and the kept center with its new counts is handed back.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../../components/dialog/use-dialog.ts';
import { getFragmentData } from '../../../gql';
import type { MergeCenter_CenterFragment } from '../../../gql/graphql.ts';
import { MergeCenterFragment, MergeCentersMutation } from './merge-operations.ts';
import { movedTotals } from './merge-state.ts';

export type MergeOutcome =
  | { kind: 'cancelled' }
  | { kind: 'merged'; target: MergeCenter_CenterFragment }
  | { kind: 'failed'; message: string };

export function useMergeCenters() {
  const intl = useIntl();
  const dialog = useDialog();
  const [merge, { loading }] = useMutation(MergeCentersMutation, { context: { quiet: true } });

  const run = useCallback(
    async (
      target: MergeCenter_CenterFragment,
      sources: MergeCenter_CenterFragment[],
    ): Promise<MergeOutcome> => {
      const moved = movedTotals(sources);
      const outcome = await dialog({
        kind: 'mitigate',
        title: intl.formatMessage({ id: 'centers.merge.confirmTitle' }),
        message: intl.formatMessage(
          { id: 'centers.merge.confirmMessage' },
          {
            data: moved.data,
            evaluations: moved.evaluations,
            target: target.title,
            sources: intl.formatList(
              sources.map((source) => source.title),
              { type: 'conjunction' },
            ),
            count: sources.length,
          },
        ),
        confirm: intl.formatMessage({ id: 'centers.merge.confirm' }),
        payload: { count: sources.length },
      });
      if (outcome.result !== 'confirm') return { kind: 'cancelled' };
      const sourceIds = sources.map((source) => source.id);
      try {
        const result = await merge({
          variables: { targetId: target.id, sourceIds },
          update: (cache) => {
            for (const id of sourceIds)
              cache.evict({ id: cache.identify({ __typename: 'Center', id }) });
            // Lists of centers are asked again the next time they are shown.
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'centers' });
            cache.gc();
          },
        });
        const merged = result.data?.mergeCenters;
        if (!merged) return { kind: 'failed', message: '' };
        return { kind: 'merged', target: getFragmentData(MergeCenterFragment, merged) };
      } catch (error) {
        return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
      }
    },
    [dialog, intl, merge],
  );

  return { merge: run, merging: loading };
}
