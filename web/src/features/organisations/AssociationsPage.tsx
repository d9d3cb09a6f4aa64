// The associations list (public, list/OrganisationListScreen.tsx); lazy-loaded as the screen group
// "associations".
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { OrganisationListScreen } from './list/OrganisationListScreen.tsx';
import { organisationsMessages } from './messages/index.ts';

function AssociationsPage() {
  return <OrganisationListScreen kind="ASSOCIATION" />;
}

export default withFeatureMessages(organisationsMessages, AssociationsPage);
