// The CMS editor of one trial bureau (see editor/OrganisationEditorPage.tsx); lazy-loaded as the screen
// group "trial-agency-admin".
import { cmsHistoryMessages } from '../../../components/cms/history/messages/index.ts';
import { relationsMessages } from '../../../components/cms/relations/messages/index.ts';
import { formKitMessages } from '../../../components/form/messages/index.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { organisationsMessages } from '../messages/index.ts';
import { OrganisationEditorPage } from './editor/OrganisationEditorPage.tsx';
import { kindConfigs } from './kinds.ts';
import { cmsOrganisationsMessages } from './messages/index.ts';

function CmsTrialBureauPage() {
  return <OrganisationEditorPage config={kindConfigs.trialBureau} />;
}

export default withFeatureMessages(
  [
    formKitMessages,
    relationsMessages,
    cmsHistoryMessages,
    cmsOrganisationsMessages,
    organisationsMessages,
  ],
  CmsTrialBureauPage,
);
