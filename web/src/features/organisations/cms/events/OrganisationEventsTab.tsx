// The events tab of an association or program editor: the organisation's calendar (downloads,
// events of type DOWNLOAD, have their own tab). On wide screens FullCalendar's month or week grid
// (a lazy chunk) for the mouse: select a slot to create, click to edit, drag or resize to move
// (saved at once; a refused move goes back and says so). For everyone the same period as a list
// with edit buttons and a "Nieuw evenement" button, so every action works without a mouse.
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton } from '../../../../components/buttons/button-styles.ts';
import { formKitMessages } from '../../../../components/form/messages/index.ts';
import { useMediaQuery } from '../../../../components/page/use-media-query.ts';
import { relationListMessages } from '../../../../components/relation-list/messages/index.ts';
import { listHeading } from '../../../../components/relation-list/relation-styles.ts';
import { useRelationQuery } from '../../../../components/relation-list/use-relation-query.tsx';
import { SkeletonBlock } from '../../../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../../../gql';
import type { OrganisationEventsTab_EventFragment } from '../../../../gql/graphql.ts';
import { withFeatureMessages } from '../../../../i18n/feature-messages.tsx';
import { apiKind } from '../kinds.ts';
import type { OrganisationPartTabProps } from '../parts/part-tab-props.ts';
import { calendarOccurrences, gridEvents, onCalendar } from './calendar-events.ts';
import { EventsList } from './EventsList.tsx';
import { useEventText } from './event-text.ts';
import { eventValues, movedEventInput, newEventValues, type Slot } from './event-values.ts';
import { OrganisationEventFragment, OrganisationEventsQuery } from './events-operations.ts';
import { cmsOrganisationEventsMessages } from './messages/index.ts';
import { PeriodNavigation } from './PeriodNavigation.tsx';
import { proposedSlot } from './proposed-slot.ts';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useEventEditor } from './use-event-editor.ts';
import { useEventMutations } from './use-event-mutations.ts';

const CalendarGrid = lazy(() => import('./CalendarGrid.tsx'));

function OrganisationEventsTab({ kind, ownerId, readOnly }: OrganisationPartTabProps) {
  const intl = useIntl();
  const t = useEventText();
  const headingId = useId();
  const listHeadingId = useId();
  const wide = useMediaQuery('(min-width: 960px)', false);
  const { data, fallback } = useRelationQuery(OrganisationEventsQuery, {
    kind: apiKind[kind],
    id: ownerId,
  });
  const mutations = useEventMutations(kind, ownerId);
  const [period, show] = useCalendarPeriod();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState('');
  const announce = useCallback((text: string) => {
    setProblem('');
    setAnnouncement(text);
  }, []);
  const edit = useEventEditor(mutations, announce);

  const owner = data?.organisation;
  const events = useMemo(
    () =>
      onCalendar(
        getFragmentData(OrganisationEventFragment, owner && 'events' in owner ? owner.events : []),
      ),
    [owner],
  );
  const occurrences = useMemo(
    () => calendarOccurrences(events, period.from, period.to),
    [events, period.from, period.to],
  );
  const grid = useMemo(() => gridEvents(occurrences), [occurrences]);

  if (fallback) return fallback;

  const editEvent = (event: OrganisationEventsTab_EventFragment) =>
    void edit({ id: event.id, title: event.title }, eventValues(event));
  const create = (slot: Slot) => void edit(null, newEventValues(slot));
  const byId = (id: string) => events.find((event) => event.id === id);
  const move = (id: string, slot: Slot, revert: () => void) => {
    const event = byId(id);
    if (!event) return revert();
    mutations.update(id, movedEventInput(slot)).then(
      () => announce(t('moved', { name: event.title })),
      () => {
        revert();
        setAnnouncement('');
        setProblem(t('moveFailed', { name: event.title }));
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className={listHeading}>
          {t('title')}
        </h2>
        {!readOnly && (
          <button
            type="button"
            className={primaryButton}
            onClick={() => create(proposedSlot(period))}
          >
            {t('add')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {problem && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-white p-3 text-red-800">
          {problem}
        </p>
      )}
      <PeriodNavigation period={period} show={show} />
      {wide && (
        <section
          aria-label={t('grid')}
          className="rounded-md border border-neutral-300 bg-white p-2"
          data-testid="events-grid"
        >
          <Suspense fallback={<SkeletonBlock className="h-[36rem] w-full" />}>
            <CalendarGrid
              view={period.view}
              anchor={period.anchor}
              events={grid}
              locale={intl.locale}
              editable={!readOnly}
              onSelect={create}
              onEdit={(id) => {
                const event = byId(id);
                if (event) editEvent(event);
              }}
              onMove={move}
            />
          </Suspense>
        </section>
      )}
      <EventsList
        headingId={listHeadingId}
        occurrences={occurrences}
        canEdit={!readOnly}
        onEdit={editEvent}
      />
    </section>
  );
}

export default withFeatureMessages(
  [formKitMessages, relationListMessages, cmsOrganisationEventsMessages],
  OrganisationEventsTab,
);
