// The CMS association list (see list/OrganisationListPage.tsx); lazy-loaded as the screen group "associations-admin".
import { listViewMessages } from '../../../components/cms/list/messages/index.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { kindConfigs } from './kinds.ts';
import { OrganisationListPage } from './list/OrganisationListPage.tsx';
import { cmsOrganisationsMessages } from './messages/index.ts';

function CmsAssociationsPage() {
  return <OrganisationListPage config={kindConfigs.association} />;
}

export default withFeatureMessages(
  [listViewMessages, cmsOrganisationsMessages],
  CmsAssociationsPage,
);
