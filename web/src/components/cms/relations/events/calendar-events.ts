// From the organisation's events to what the calendar draws: downloads left out (their own tab),
// recurring events expanded into the occurrences of the period shown (the public calendar's
// `expandOccurrences`), and each occurrence as a FullCalendar event.
//
// Rendering: a deadline is drawn as background (only its start and end shade the grid, the spec's
// "background rendering"): it marks a period or a day rather than something one attends. A
// deadline without an end shades its whole day. Only one-off, non-background events can be
// dragged or resized; a recurring event is changed as a series in the dialog.
import type { EventRecurrence, EventType } from '../../../../gql/graphql.ts';
import {
  type CalendarEvent,
  expandOccurrences,
  type Occurrence,
} from '../../../calendar/occurrences.ts';
import { localDay } from './event-values.ts';

export interface TabEvent extends CalendarEvent {
  type: EventType;
  recurring: EventRecurrence;
}

/** The FullCalendar event input this tab uses (a subset of `EventInput`). */
export interface GridEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  display: 'auto' | 'background';
  editable: boolean;
  durationEditable: boolean;
  className: string;
  /** The event's own id (the occurrence's `id` is unique per repeat). */
  extendedProps: { eventId: string };
}

/** The events that belong on the calendar: every type but DOWNLOAD. */
export const onCalendar = <E extends { type: EventType }>(events: readonly E[]): E[] =>
  events.filter((event) => event.type !== 'DOWNLOAD');

/** The occurrences of the calendar's events in [from, to) (days, `to` exclusive), by start. */
export const calendarOccurrences = <E extends TabEvent>(
  events: readonly E[],
  from: string,
  to: string,
): Occurrence<E>[] => expandOccurrences(onCalendar(events), from, to);

export const isBackground = (event: { type: EventType }) => event.type === 'DEADLINE';

export function gridEvent(occurrence: Occurrence<TabEvent>): GridEvent {
  const { event } = occurrence;
  const background = isBackground(event);
  const hasEnd = !occurrence.allDay && occurrence.end !== occurrence.start;
  const wholeDay = occurrence.allDay || (background && !hasEnd);
  const movable = event.recurring === 'NONE' && !background;
  return {
    id: occurrence.key,
    title: event.title,
    start: wholeDay && !occurrence.allDay ? localDay(new Date(occurrence.start)) : occurrence.start,
    ...(hasEnd && !wholeDay ? { end: occurrence.end } : {}),
    allDay: wholeDay,
    display: background ? 'background' : 'auto',
    editable: movable,
    // An all-day event is one day (the API has no multi-day all-day events): it only moves.
    durationEditable: movable && !occurrence.allDay,
    className: `event-type-${event.type.toLowerCase()}`,
    extendedProps: { eventId: event.id },
  };
}

export const gridEvents = (occurrences: readonly Occurrence<TabEvent>[]): GridEvent[] =>
  occurrences.map(gridEvent);
