// Saving the grid: only the changed cells go out, one create, update or remove each (quiet: the
// grid shows its own errors). Cells that break the number rule or that the server refuses keep
// their typed value and show the message under them; the others are reloaded from the server.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import {
  AddEvaluationDataMutation,
  EvaluationDataQuery,
  RemoveEvaluationDataMutation,
  UpdateEvaluationDataMutation,
} from './data-operations.ts';
import {
  type CellKey,
  type DraftCells,
  type GridOperation,
  gridChanges,
  type SavedCells,
} from './grid-diff.ts';
import { refusalMessages } from './refusal-messages.ts';

export type SaveOutcome =
  | { kind: 'saved'; count: number }
  | { kind: 'unchanged' }
  | { kind: 'notSaved' }
  | null;

export type CellErrors = Partial<Record<CellKey, string>>;

export function useSaveGrid(evaluationId: string, saved: SavedCells) {
  const t = useEvaluationRelationText();
  const client = useApolloClient();
  const [drafts, setDrafts] = useState<DraftCells>({});
  const [errors, setErrors] = useState<CellErrors>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);
  const [addRow] = useMutation(AddEvaluationDataMutation);
  const [updateRow] = useMutation(UpdateEvaluationDataMutation);
  const [removeRow] = useMutation(RemoveEvaluationDataMutation);

  const run = (operation: GridOperation): Promise<unknown> => {
    const context = { quiet: true };
    switch (operation.kind) {
      case 'create':
        return addRow({
          variables: {
            evaluationId,
            input: {
              centerId: operation.centerId,
              date: operation.month,
              sampleSize: operation.sampleSize,
            },
          },
          context,
        });
      case 'update':
        return updateRow({
          variables: {
            evaluationId,
            id: operation.id,
            input: { sampleSize: operation.sampleSize },
          },
          context,
        });
      case 'remove':
        return removeRow({ variables: { evaluationId, id: operation.id }, context });
    }
  };

  const change = (key: CellKey, value: string) => {
    setDrafts((current) => ({ ...current, [key]: value }));
    setOutcome(null);
  };

  const save = async () => {
    const sent = drafts;
    const { operations, invalid } = gridChanges(saved, sent);
    const failed: CellErrors = {};
    for (const key of invalid) failed[key] = t('data.digitsOnly');
    if (operations.length === 0) {
      setErrors(failed);
      setDrafts((current) => unsettled(current, sent, failed));
      setOutcome(invalid.length > 0 ? { kind: 'notSaved' } : { kind: 'unchanged' });
      return;
    }
    setSaving(true);
    // One at a time: a grid of changes should not flood the server.
    for (const operation of operations) {
      try {
        await run(operation);
      } catch (error) {
        failed[operation.key] = refusalMessages(error).join(' ') || t('data.saveFailed');
      }
    }
    await client
      .query({
        query: EvaluationDataQuery,
        variables: { id: evaluationId },
        fetchPolicy: 'network-only',
      })
      .catch(() => undefined);
    setDrafts((current) => unsettled(current, sent, failed));
    setErrors(failed);
    setSaving(false);
    setOutcome(
      Object.keys(failed).length > 0
        ? { kind: 'notSaved' }
        : { kind: 'saved', count: operations.length },
    );
  };

  const pending = gridChanges(saved, drafts);
  return {
    drafts,
    errors,
    outcome,
    saving,
    pendingCount: pending.operations.length + pending.invalid.length,
    change,
    save,
  };
}

/**
 * The drafts still to save: those that failed, and those typed while saving. The rest were saved
 * (the reloaded rows show them) or were no change.
 */
function unsettled(current: DraftCells, sent: DraftCells, failed: CellErrors): DraftCells {
  return Object.fromEntries(
    Object.entries(current).filter(
      ([key, value]) => key in failed || value !== sent[key as CellKey],
    ),
  );
}
