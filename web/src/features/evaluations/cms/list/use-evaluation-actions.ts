// Creating an evaluation: the `create` dialog asks for its title, then to its editor. Failures
// show the app's error dialog (the mutation is not quiet).
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../../components/dialog/use-dialog.ts';
import { CreateEvaluationMutation } from './list-operations.ts';

export function useCreateEvaluation() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dialog = useDialog();
  const [create, { loading }] = useMutation(CreateEvaluationMutation);

  const createEvaluation = useCallback(async () => {
    const outcome = await dialog({
      kind: 'create',
      title: intl.formatMessage({ id: 'cmsEvaluations.list.create.title' }),
      payload: { titleLabel: intl.formatMessage({ id: 'cmsEvaluations.list.create.titleLabel' }) },
    });
    if (outcome.result !== 'confirm') return;
    const result = await create({ variables: { input: { title: outcome.value.title } } }).catch(
      () => null,
    );
    const id = result?.data?.createEvaluation.id;
    if (id) await navigate(`/cms/evaluations/${id}`);
  }, [create, dialog, intl, navigate]);

  return { createEvaluation, creating: loading };
}
