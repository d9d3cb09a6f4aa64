// The CMS editor of one association (see editor/OrganisationEditorPage.tsx); lazy-loaded as the screen
// group "association-admin".
import { cmsHistoryMessages } from '../../../components/cms/history/messages/index.ts';
import { relationsMessages } from '../../../components/cms/relations/messages/index.ts';
import { formKitMessages } from '../../../components/form/messages/index.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { organisationsMessages } from '../messages/index.ts';
import { OrganisationEditorPage } from './editor/OrganisationEditorPage.tsx';
import { kindConfigs } from './kinds.ts';
import { cmsOrganisationsMessages } from './messages/index.ts';

function CmsAssociationPage() {
  return <OrganisationEditorPage config={kindConfigs.association} />;
}

export default withFeatureMessages(
  [
    formKitMessages,
    relationsMessages,
    cmsHistoryMessages,
    cmsOrganisationsMessages,
    organisationsMessages,
  ],
  CmsAssociationPage,
);
