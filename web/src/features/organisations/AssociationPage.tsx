// The association screen (public); lazy-loaded as the screen group "association". One request for
// the whole page; an unknown association (null) shows the not-found screen.

import { useParams } from 'react-router';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { NotFoundPage } from '../not-found/index.ts';
import { DetailSkeleton } from './detail/DetailSkeleton.tsx';
import { DocumentsSection } from './detail/DocumentsSection.tsx';
import { OrganisationDetailQuery } from './detail/detail-operations.ts';
import { EvaluationsSection } from './detail/EvaluationsSection.tsx';
import { EventsSection } from './detail/EventsSection.tsx';
import { OrganisationDetail } from './detail/OrganisationDetail.tsx';
import { PostsSection } from './detail/PostsSection.tsx';
import { prefetchDetail } from './detail/prefetch-detail.ts';
import { isRecordId } from './detail/record-id.ts';
import { organisationsMessages } from './messages/index.ts';

function AssociationPage() {
  const id = useParams().id ?? '';
  const valid = isRecordId(id);
  const { data, error, refetch } = usePublicQuery(OrganisationDetailQuery, {
    variables: { kind: 'ASSOCIATION', id },
    skip: !valid,
  });
  if (!valid) return <NotFoundPage />;
  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!data) return <DetailSkeleton />;
  const association = data.organisation;
  if (association?.__typename !== 'Association') return <NotFoundPage />;

  return (
    <ScreenPage
      title={association.title}
      trail={[
        { labelId: 'nav.home', to: '/' },
        { labelId: 'page.associations.title', to: '/associations' },
      ]}
    >
      <OrganisationDetail organisation={association}>
        <EvaluationsSection evaluations={association.evaluations} />
        <EventsSection events={association.events} />
        <PostsSection posts={association.posts} />
        <DocumentsSection documents={association.documents} />
      </OrganisationDetail>
    </ScreenPage>
  );
}

export default withFeatureMessages(organisationsMessages, AssociationPage);

/**
 * The page's data in the cache before the first render of a page opened in the browser.
 * @public (read by the route table, app/routes.tsx, from the lazily loaded module)
 */
export const prefetch = prefetchDetail('ASSOCIATION');
