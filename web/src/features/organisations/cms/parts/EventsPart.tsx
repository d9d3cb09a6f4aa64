// The events tab: the events helper's tab (../events/), for the two kinds that have events.
import OrganisationEventsTab from '../events/OrganisationEventsTab.tsx';
import type { OwnPartTabProps } from './part-tab-props.ts';

export default function EventsPart({ kind, ownerId }: OwnPartTabProps) {
  if (kind === 'trialBureau') return null;
  return <OrganisationEventsTab kind={kind} ownerId={ownerId} readOnly={false} />;
}
