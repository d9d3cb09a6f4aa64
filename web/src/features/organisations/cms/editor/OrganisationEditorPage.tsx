// The editor of one organisation (/cms/associations/{id}, /cms/programs/{id},
// /cms/trialbureaus/{id}): one request loads the record and the specializations to choose from.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { EditorSkeleton } from '../../../../components/cms/editor/EditorSkeleton.tsx';
import { ScreenPage } from '../../../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../../../components/status/LoadingProblem.tsx';
import { getFragmentData } from '../../../../gql';
import { NotFoundPage } from '../../../not-found/index.ts';
import { apiKind, type KindConfig } from '../kinds.ts';
import { EditorHeader } from './EditorHeader.tsx';
import { OrganisationEditorFragment, OrganisationEditorQuery } from './editor-operations.ts';
import { OrganisationEditor } from './OrganisationEditor.tsx';

export function OrganisationEditorPage({ config }: { config: KindConfig }) {
  const id = useParams().id ?? '';
  const validId = /^\d+$/.test(id);
  const { data, error, refetch } = useQuery(OrganisationEditorQuery, {
    variables: { kind: apiKind[config.kind], id },
    skip: !validId,
  });

  if (!validId) return <NotFoundPage />;
  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!data) return <EditorSkeleton fields={4} />;
  const organisation = getFragmentData(OrganisationEditorFragment, data.record);
  if (!organisation) return <NotFoundPage />;

  return (
    <ScreenPage
      title={organisation.title}
      trail={[
        { labelId: 'nav.dashboard', to: '/cms' },
        { labelId: config.listTitleId, to: config.path },
      ]}
    >
      <EditorHeader config={config} organisation={organisation} />
      <OrganisationEditor
        key={organisation.id}
        config={config}
        organisation={organisation}
        specializations={data.specializations.data}
        reload={async () =>
          getFragmentData(OrganisationEditorFragment, (await refetch()).data?.record ?? null)
        }
      />
    </ScreenPage>
  );
}
