// FullCalendar's classic theme colours, overridden for contrast (WCAG AA) on every calendar of the
// app: events in the dark brand green with white text (6.5:1), background events (deadlines) in
// dark orange with a readable title. Put on an element around <FullCalendar>.
import type { CSSProperties } from 'react';

export const calendarThemeStyle = {
  '--fc-classic-primary': 'var(--color-brand-primary-dark)',
  '--fc-classic-event': 'var(--color-brand-primary-dark)',
  '--fc-classic-background-event': '#9a3412',
  '--fc-classic-background-event-foreground-opacity': '100%',
} as CSSProperties;
