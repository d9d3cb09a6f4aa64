// The events tab of an events' owner (an association, a program): its calendar (downloads, events
// of type DOWNLOAD, are not on it). On wide screens FullCalendar's month or week grid (a lazy chunk)
// for the mouse: select a slot to create, click to edit, drag or resize to move (saved at once; a
// refused move goes back and says so). For everyone the same period as a list with edit buttons
// and a "Nieuw evenement" button, so every action works without a mouse. The owner hands in its
// events and how to add, change and remove one.
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../../gql';
import type { EventsRelation_EventFragment } from '../../../../gql/graphql.ts';
import { primaryButton } from '../../../buttons/button-styles.ts';
import { useMediaQuery } from '../../../page/use-media-query.ts';
import { listHeading } from '../relation-styles.ts';
import { SkeletonBlock } from '../../../status/Skeleton.tsx';
import { calendarOccurrences, gridEvents, onCalendar } from './calendar-events.ts';
import { EventsList } from './EventsList.tsx';
import { EventRelationFragment, type EventsOwner } from './events-relation.ts';
import { useEventText } from './event-text.ts';
import { eventValues, movedEventInput, newEventValues, type Slot } from './event-values.ts';
import { PeriodNavigation } from './PeriodNavigation.tsx';
import { proposedSlot } from './proposed-slot.ts';
import { useCalendarPeriod } from './use-calendar-period.ts';
import { useEventEditor } from './use-event-editor.ts';

const CalendarGrid = lazy(() => import('./CalendarGrid.tsx'));

export function EventsRelationTab({ owner, canEdit }: { owner: EventsOwner; canEdit: boolean }) {
  const intl = useIntl();
  const t = useEventText();
  const headingId = useId();
  const listHeadingId = useId();
  const wide = useMediaQuery('(min-width: 960px)', false);
  const [period, show] = useCalendarPeriod();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState('');
  const announce = useCallback((text: string) => {
    setProblem('');
    setAnnouncement(text);
  }, []);
  const edit = useEventEditor(owner, announce);

  const events = useMemo(
    () => onCalendar(getFragmentData(EventRelationFragment, owner.events)),
    [owner.events],
  );
  const occurrences = useMemo(
    () => calendarOccurrences(events, period.from, period.to),
    [events, period.from, period.to],
  );
  const grid = useMemo(() => gridEvents(occurrences), [occurrences]);

  const editEvent = (event: EventsRelation_EventFragment) =>
    void edit({ id: event.id, title: event.title }, eventValues(event));
  const create = (slot: Slot) => void edit(null, newEventValues(slot));
  const byId = (id: string) => events.find((event) => event.id === id);
  const move = (id: string, slot: Slot, revert: () => void) => {
    const event = byId(id);
    if (!event) return revert();
    owner.update(id, movedEventInput(slot)).then(
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
        {canEdit && (
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
              editable={canEdit}
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
        canEdit={canEdit}
        onEdit={editEvent}
      />
    </section>
  );
}
