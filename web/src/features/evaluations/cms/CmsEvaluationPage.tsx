// The evaluation editor (/cms/evaluations/{id}); lazy-loaded as the screen group
// "evaluation-admin". One request loads the evaluation with every field and the pickers' choices;
// the signed-in user's role (and being one of its people) decides between editing and reading.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { EditorSkeleton } from '../../../components/cms/editor/EditorSkeleton.tsx';
import { cmsHistoryMessages } from '../../../components/cms/history/messages/index.ts';
import { relationsMessages } from '../../../components/cms/relations/messages/index.ts';
import { formKitMessages } from '../../../components/form/messages/index.ts';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../../components/status/LoadingProblem.tsx';
import { getFragmentData } from '../../../gql';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { useAppState } from '../../../store/hooks.tsx';
import { selectUser } from '../../../store/selectors.ts';
import { NotFoundPage } from '../../not-found/index.ts';
import { evaluationsMessages } from '../messages/index.ts';
import { EditorHeader } from './editor/EditorHeader.tsx';
import { EvaluationEditor } from './editor/EvaluationEditor.tsx';
import { editRights } from './editor/edit-rights.ts';
import { EvaluationEditorFragment, EvaluationEditorQuery } from './editor/editor-operations.ts';
import { cmsEvaluationsEditorMessages } from './editor/messages/index.ts';
import { cmsEvaluationsRelationsMessages } from './relations/messages/index.ts';

const trail = [
  { labelId: 'nav.dashboard', to: '/cms' },
  { labelId: 'page.cmsEvaluations.title', to: '/cms/evaluations' },
] as const;

function CmsEvaluationPage() {
  const id = useParams().id ?? '';
  const validId = /^\d+$/.test(id);
  const user = useAppState(selectUser);
  const { data, error, refetch } = useQuery(EvaluationEditorQuery, {
    variables: { id },
    skip: !validId,
  });
  const evaluation = getFragmentData(EvaluationEditorFragment, data?.evaluation ?? null);

  if (!validId) return <NotFoundPage />;
  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  // The rights need the signed-in user too (still loading right after a reload).
  if (!data || !user) return <EditorSkeleton fields={6} />;
  if (!evaluation) return <NotFoundPage />;

  const rights = editRights(user, evaluation.people);
  return (
    <ScreenPage title={evaluation.title} trail={[...trail]}>
      <EditorHeader evaluation={evaluation} rights={rights} />
      <EvaluationEditor
        key={evaluation.id}
        evaluation={evaluation}
        choices={data}
        canEdit={rights.canEdit}
        reload={async () =>
          getFragmentData(EvaluationEditorFragment, (await refetch()).data?.evaluation ?? null)
        }
      />
    </ScreenPage>
  );
}

export default withFeatureMessages(
  [
    formKitMessages,
    cmsEvaluationsEditorMessages,
    cmsEvaluationsRelationsMessages,
    relationsMessages,
    cmsHistoryMessages,
    evaluationsMessages,
  ],
  CmsEvaluationPage,
);
