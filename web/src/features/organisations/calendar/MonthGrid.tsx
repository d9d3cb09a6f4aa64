// FullCalendar's month grid: a lazily loaded chunk (with its CSS), so only the detail screens that
// show a calendar ever load it. It draws what the event list says; screen readers get the list.
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import nlLocale from '@fullcalendar/react/locales/nl';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { calendarThemeStyle } from '../../../components/calendar/calendar-theme.ts';
import type { Occurrence } from '../../../components/calendar/occurrences.ts';

export interface MonthGridProps {
  /** The first day of the month shown ("YYYY-MM-DD"). */
  monthStart: string;
  occurrences: readonly Occurrence[];
  locale: string;
}

export default function MonthGrid({ monthStart, occurrences, locale }: MonthGridProps) {
  return (
    <div style={calendarThemeStyle}>
      <FullCalendar
        // A new month remounts the grid: the URL, not FullCalendar, owns the month.
        key={monthStart}
        plugins={[dayGridPlugin, classicThemePlugin]}
        initialView="dayGridMonth"
        initialDate={monthStart}
        locales={[nlLocale]}
        locale={locale}
        headerToolbar={false}
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={false}
        navLinks={false}
        editable={false}
        events={occurrences.map((occurrence) => ({
          id: occurrence.key,
          title: occurrence.event.title,
          start: occurrence.start,
          end: occurrence.allDay ? undefined : occurrence.end,
          allDay: occurrence.allDay,
        }))}
      />
    </div>
  );
}
