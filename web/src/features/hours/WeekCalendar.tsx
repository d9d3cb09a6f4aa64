// FullCalendar's week grid of the user's hours: a lazily loaded chunk (with its CSS). Dragging
// across free time asks for a new hour, clicking an hour edits it, dragging or resizing one asks
// to confirm the move (the page reverts it when refused). The week list is the keyboard route.

import type { EventChangeInfo } from '@fullcalendar/react';
import FullCalendar from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import nlLocale from '@fullcalendar/react/locales/nl';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { calendarThemeStyle } from '../../components/calendar/calendar-theme.ts';

export interface CalendarHour {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
}

export interface WeekCalendarProps {
  /** The Monday of the week shown ('YYYY-MM-DD'). */
  week: string;
  hours: readonly CalendarHour[];
  locale: string;
  onSelectSlot: (startsAt: string, endsAt: string) => void;
  onOpenHour: (id: string) => void;
  /** A moved or resized hour; `revert` puts it back. */
  onChangeHour: (id: string, to: { startsAt: string; endsAt: string }, revert: () => void) => void;
}

export default function WeekCalendar(props: WeekCalendarProps) {
  const changed = (info: EventChangeInfo) => {
    const { start, end } = info.event;
    if (!start || !end) {
      info.revert();
      return;
    }
    props.onChangeHour(
      info.event.id,
      { startsAt: start.toISOString(), endsAt: end.toISOString() },
      info.revert,
    );
  };
  return (
    <div style={calendarThemeStyle}>
      <FullCalendar
        // A new week remounts the grid: the URL, not FullCalendar, owns the week.
        key={props.week}
        plugins={[timeGridPlugin, interactionPlugin, classicThemePlugin]}
        initialView="timeGridWeek"
        initialDate={props.week}
        locales={[nlLocale]}
        locale={props.locale}
        firstDay={1}
        headerToolbar={false}
        height="auto"
        allDaySlot={false}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        slotDuration="00:30:00"
        snapDuration="00:15:00"
        nowIndicator
        navLinks={false}
        selectable
        selectMirror
        editable
        eventOverlap
        events={props.hours.map((hour) => ({
          id: hour.id,
          title: hour.title,
          start: hour.startsAt,
          end: hour.endsAt,
        }))}
        select={(info) => {
          info.view.calendar.unselect();
          props.onSelectSlot(info.start.toISOString(), info.end.toISOString());
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          props.onOpenHour(info.event.id);
        }}
        eventDrop={changed}
        eventResize={changed}
      />
    </div>
  );
}
