// Deleting the evaluation: the destructive confirmation (`mitigate`), then the mutation, then back
// to the list (without the unsaved-changes question: the record is gone). A failure shows the
// app's error dialog (the mutation is not quiet).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../../components/dialog/use-dialog.ts';
import { leaveWithoutPrompt } from '../../../../components/form/use-unsaved-changes-warning.tsx';
import { DeleteEvaluationMutation } from './editor-operations.ts';

export function useDeleteEvaluation(evaluation: { id: string; title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const ask = useDialog();
  const [remove, { loading }] = useMutation(DeleteEvaluationMutation);

  const deleteEvaluation = useCallback(async () => {
    // The mitigate body names the evaluation and says that deleting cannot be undone.
    const answer = await ask({
      kind: 'mitigate',
      type: 'warning',
      title: intl.formatMessage({ id: 'cmsEvaluations.editor.delete.title' }),
      confirm: intl.formatMessage({ id: 'cmsEvaluations.editor.delete.confirm' }),
      cancel: true,
      payload: { count: 1, names: [evaluation.title] },
    });
    if (answer.result !== 'confirm') return;
    const result = await remove({ variables: { id: evaluation.id } }).catch(() => null);
    if (!result?.data?.deleteEvaluation) return;
    await navigate('/cms/evaluations', { state: leaveWithoutPrompt });
    // Only once the editor is gone: evicting earlier would refetch it and flash "not found".
    client.cache.evict({
      id: client.cache.identify({ __typename: 'Evaluation', id: evaluation.id }),
    });
    client.cache.gc();
  }, [ask, client, evaluation.id, evaluation.title, intl, navigate, remove]);

  return { deleteEvaluation, deleting: loading };
}
