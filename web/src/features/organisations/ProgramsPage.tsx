// The programs list (public, list/OrganisationListScreen.tsx); lazy-loaded as the screen group
// "programs".
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { OrganisationListScreen } from './list/OrganisationListScreen.tsx';
import { organisationsMessages } from './messages/index.ts';

function ProgramsPage() {
  return <OrganisationListScreen kind="PROGRAM" />;
}

export default withFeatureMessages(organisationsMessages, ProgramsPage);
