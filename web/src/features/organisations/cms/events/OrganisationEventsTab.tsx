// The events tab of an association or program editor: the organisation's calendar in the CMS
// kit's events tab.
import { EventsRelationTab } from '../../../../components/cms/owned/events/EventsRelationTab.tsx';
import { ownedRecordsMessages } from '../../../../components/cms/owned/messages/index.ts';
import { formKitMessages } from '../../../../components/form/messages/index.ts';
import { relationListMessages } from '../../../../components/relation-list/messages/index.ts';
import { withFeatureMessages } from '../../../../i18n/feature-messages.tsx';
import type { OrganisationPartTabProps } from '../parts/part-tab-props.ts';
import { useOrganisationEvents } from './use-organisation-events.ts';

function OrganisationEventsTab({ kind, ownerId, readOnly }: OrganisationPartTabProps) {
  const { events, fallback, writers } = useOrganisationEvents(kind, ownerId);
  if (fallback) return fallback;
  return <EventsRelationTab canEdit={!readOnly} owner={{ events, ...writers }} />;
}

export default withFeatureMessages(
  [formKitMessages, relationListMessages, ownedRecordsMessages],
  OrganisationEventsTab,
);
