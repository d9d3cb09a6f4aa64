// The association screen (public); lazy-loaded as the screen group "association". One request for
// the whole page; an unknown association (null) shows the not-found screen.

import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { DocumentsSection } from './detail/DocumentsSection.tsx';
import { EvaluationsSection } from './detail/EvaluationsSection.tsx';
import { EventsSection } from './detail/EventsSection.tsx';
import { OrganisationDetail } from './detail/OrganisationDetail.tsx';
import { PostsSection } from './detail/PostsSection.tsx';
import { prefetchDetail } from './detail/prefetch-detail.ts';
import { useOrganisationDetail } from './detail/use-organisation-detail.tsx';
import { organisationsMessages } from './messages/index.ts';

function AssociationPage() {
  const { organisation: association, instead } = useOrganisationDetail(
    'ASSOCIATION',
    'Association',
  );
  if (!association) return instead;

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
