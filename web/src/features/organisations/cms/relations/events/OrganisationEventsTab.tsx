// The events tab of an association or program editor: the organisation's calendar in the CMS
// kit's events tab (a trial bureau has no events).
import { EventsRelationTab } from '../../../../../components/cms/relations/events/EventsRelationTab.tsx';
import type { PublishingKind, RelationTabProps } from '../relation-tab-props.ts';
import { useOrganisationEvents } from './use-organisation-events.ts';

export default function OrganisationEventsTab({ kind, ownerId }: RelationTabProps) {
  return kind === 'trialBureau' ? null : <Calendar kind={kind} ownerId={ownerId} />;
}

function Calendar({ kind, ownerId }: { kind: PublishingKind; ownerId: string }) {
  const { events, fallback, writers } = useOrganisationEvents(kind, ownerId);
  if (fallback) return fallback;
  return <EventsRelationTab canEdit owner={{ events, ...writers }} />;
}
