// Where "Nieuw evenement" proposes a new event: the next whole hour today when today is in the
// period shown, else 09:00 on the period's first day; an hour long.
import type { CalendarPeriod } from './calendar-period.ts';
import { localDay, type Slot } from './event-values.ts';

const HOUR_MS = 60 * 60 * 1000;

export function proposedSlot(period: CalendarPeriod, now: Date = new Date()): Slot {
  const today = localDay(now);
  let start: Date;
  if (today >= period.from && today < period.to) {
    start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  } else {
    const [year, month, day] = period.from.split('-').map(Number) as [number, number, number];
    start = new Date(year, month - 1, day, 9);
  }
  return { start, end: new Date(start.getTime() + HOUR_MS), allDay: false };
}
