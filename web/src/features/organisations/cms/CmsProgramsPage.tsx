// The CMS program list (see list/OrganisationListPage.tsx); lazy-loaded as the screen group "programs-admin".
import { listViewMessages } from '../../../components/cms/list/messages/index.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { kindConfigs } from './kinds.ts';
import { OrganisationListPage } from './list/OrganisationListPage.tsx';
import { cmsOrganisationsMessages } from './messages/index.ts';

function CmsProgramsPage() {
  return <OrganisationListPage config={kindConfigs.program} />;
}

export default withFeatureMessages([listViewMessages, cmsOrganisationsMessages], CmsProgramsPage);
