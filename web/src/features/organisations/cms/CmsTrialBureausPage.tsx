// The CMS trial bureau list (see list/OrganisationListPage.tsx); lazy-loaded as the screen group "trial-agencies".
import { listViewMessages } from '../../../components/cms/list/messages/index.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { kindConfigs } from './kinds.ts';
import { OrganisationListPage } from './list/OrganisationListPage.tsx';
import { cmsOrganisationsMessages } from './messages/index.ts';

function CmsTrialBureausPage() {
  return <OrganisationListPage config={kindConfigs.trialBureau} />;
}

export default withFeatureMessages(
  [listViewMessages, cmsOrganisationsMessages],
  CmsTrialBureausPage,
);
