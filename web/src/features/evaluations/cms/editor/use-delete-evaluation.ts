// Deleting the evaluation in its editor (components/cms/editor/use-delete-record.ts): confirmed
// (the question names it and says that deleting cannot be undone), then back to the list.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useDeleteRecord } from '../../../../components/cms/editor/use-delete-record.ts';
import { DeleteEvaluationMutation } from './editor-operations.ts';

export function useDeleteEvaluation(evaluation: { id: string; title: string }) {
  const intl = useIntl();
  const [remove, { loading }] = useMutation(DeleteEvaluationMutation);
  const deleteEvaluation = useDeleteRecord({
    record: { __typename: 'Evaluation', id: evaluation.id, name: evaluation.title },
    title: intl.formatMessage({ id: 'cmsEvaluations.editor.delete.title' }),
    confirm: intl.formatMessage({ id: 'cmsEvaluations.editor.delete.confirm' }),
    remove: async () =>
      Boolean((await remove({ variables: { id: evaluation.id } })).data?.deleteEvaluation),
    listPath: '/cms/evaluations',
  });
  return { deleteEvaluation, deleting: loading };
}
