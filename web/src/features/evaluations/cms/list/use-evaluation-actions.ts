// Creating an evaluation from the list (components/cms/list/use-create-record.ts): the `create`
// dialog asks for its title, then its editor opens.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useCreateRecord } from '../../../../components/cms/list/use-create-record.ts';
import { CreateEvaluationMutation } from './list-operations.ts';

const editorPath = (id: string) => `/cms/evaluations/${id}`;

export function useCreateEvaluation() {
  const intl = useIntl();
  const [create, { loading }] = useMutation(CreateEvaluationMutation);
  const createEvaluation = useCreateRecord({
    title: intl.formatMessage({ id: 'cmsEvaluations.list.create.title' }),
    titleLabel: intl.formatMessage({ id: 'cmsEvaluations.list.create.titleLabel' }),
    create: async (title) =>
      (await create({ variables: { input: { title } } })).data?.createEvaluation.id,
    editorPath,
  });
  return { createEvaluation, creating: loading };
}
