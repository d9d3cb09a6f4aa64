// FullCalendar's month and week grids for editing: a lazily loaded chunk (with its CSS). Dragging
// across free time selects a slot (a new event), clicking an event edits it, dragging or resizing
// a one-off event moves it. The period comes from the URL (the tab's own navigation); a new period
// remounts the grid. Everything here can also be done with the keyboard through the tab's list.
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import nlLocale from '@fullcalendar/react/locales/nl';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { calendarThemeStyle } from '../../../calendar/calendar-theme.ts';
import type { GridEvent } from './calendar-events.ts';
import type { CalendarView } from './calendar-period.ts';
import type { Slot } from './event-values.ts';

export interface CalendarGridProps {
  view: CalendarView;
  anchor: string;
  events: readonly GridEvent[];
  locale: string;
  editable: boolean;
  onSelect: (slot: Slot) => void;
  onEdit: (eventId: string) => void;
  onMove: (eventId: string, slot: Slot, revert: () => void) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface ChangedEvent {
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  extendedProps: Record<string, unknown>;
}

export default function CalendarGrid({
  view,
  anchor,
  events,
  locale,
  editable,
  onSelect,
  onEdit,
  onMove,
}: CalendarGridProps) {
  const moved = ({ event, revert }: { event: ChangedEvent; revert: () => void }) => {
    if (!event.start) return revert();
    onMove(
      String(event.extendedProps.eventId),
      { start: event.start, end: event.end, allDay: event.allDay },
      revert,
    );
  };
  return (
    <div style={calendarThemeStyle}>
      <FullCalendar
        key={`${view}:${anchor}`}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
        initialView={view === 'week' ? 'timeGridWeek' : 'dayGridMonth'}
        initialDate={anchor}
        locales={[nlLocale]}
        locale={locale}
        firstDay={1}
        headerToolbar={false}
        height={view === 'week' ? 720 : 'auto'}
        scrollTime="08:00:00"
        fixedWeekCount={false}
        showNonCurrentDates={false}
        navLinks={false}
        nowIndicator
        selectable={editable}
        selectMirror
        editable={editable}
        // The API has no multi-day all-day events: an all-day selection is one day.
        selectAllow={(span) =>
          !span.allDay || span.end.getTime() - span.start.getTime() <= DAY_MS + 60 * 60 * 1000
        }
        events={[...events]}
        select={(info) =>
          onSelect({ start: info.start, end: info.allDay ? null : info.end, allDay: info.allDay })
        }
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onEdit(String(info.event.extendedProps.eventId));
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </div>
  );
}
