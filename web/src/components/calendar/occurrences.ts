// Expands calendar events into the occurrences that fall in a period: a recurring event (the API's
// `recurring`: daily, weekly, monthly, yearly, with no end) repeats from its first start onwards.
// All-day events work on calendar days ("YYYY-MM-DD"), timed events on instants in local time.

export type Recurrence = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface CalendarEvent {
  id: string;
  title: string;
  /** The day of an all-day event. */
  date: string | null;
  startsAt: string | null;
  endsAt: string | null;
  recurring: Recurrence;
}

export interface Occurrence<E extends CalendarEvent = CalendarEvent> {
  /** Unique per occurrence: the event's id and the occurrence's number. */
  key: string;
  event: E;
  allDay: boolean;
  /** All-day: the day ("YYYY-MM-DD"); timed: an ISO instant. */
  start: string;
  /** All-day: the day itself; timed: an ISO instant (the start when the event has no end). */
  end: string;
}

/** Far more than any calendar page needs; stops a daily event from years ago running long. */
const MAX_STEPS = 5000;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as a Date at UTC midnight (days are counted in UTC so no time zone shifts them). */
export function parseDay(day: string): Date {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function formatDayUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The n-th occurrence of a start, or null when that occurrence does not exist (monthly on the
 * 31st in a 30-day month, yearly on 29 February outside leap years: skipped, as in iCalendar).
 */
function nth(first: Date, recurrence: Recurrence, n: number, utc: boolean): Date | null {
  const get = utc
    ? { y: first.getUTCFullYear(), m: first.getUTCMonth(), d: first.getUTCDate() }
    : { y: first.getFullYear(), m: first.getMonth(), d: first.getDate() };
  const step = { y: 0, m: 0, d: 0 };
  if (recurrence === 'DAILY') step.d = n;
  else if (recurrence === 'WEEKLY') step.d = 7 * n;
  else if (recurrence === 'MONTHLY') step.m = n;
  else if (recurrence === 'YEARLY') step.y = n;
  const next = new Date(first.getTime());
  if (utc) next.setUTCFullYear(get.y + step.y, get.m + step.m, get.d + step.d);
  else next.setFullYear(get.y + step.y, get.m + step.m, get.d + step.d);
  const landedDay = utc ? next.getUTCDate() : next.getDate();
  if ((step.m !== 0 || step.y !== 0) && landedDay !== get.d) return null;
  return next;
}

/**
 * Every occurrence overlapping [from, to) (days, "YYYY-MM-DD", `to` exclusive), sorted by start.
 * Days are compared in local time for timed events, so an evening event stays on its own day.
 */
export function expandOccurrences<E extends CalendarEvent>(
  events: readonly E[],
  from: string,
  to: string,
): Occurrence<E>[] {
  const fromTime = localMidnight(from).getTime();
  const toTime = localMidnight(to).getTime();
  const fromDay = parseDay(from).getTime();
  const toDay = parseDay(to).getTime();
  const result: Occurrence<E>[] = [];
  for (const event of events) {
    const timed = event.startsAt !== null;
    const first = timed ? new Date(event.startsAt as string) : event.date && parseDay(event.date);
    if (!first || Number.isNaN(first.getTime())) continue;
    const duration =
      timed && event.endsAt ? Math.max(0, new Date(event.endsAt).getTime() - first.getTime()) : 0;
    const [lower, upper] = timed ? [fromTime, toTime] : [fromDay, toDay];
    const steps = event.recurring === 'NONE' ? 1 : MAX_STEPS;
    const skip = stepsBefore(event.recurring, lower - first.getTime() - duration);
    for (let n = skip; n < skip + steps; n += 1) {
      const start = n === 0 ? first : nth(first, event.recurring, n, !timed);
      if (start === null) continue;
      if (start.getTime() >= upper) break;
      const end = start.getTime() + duration;
      if (end < lower) continue;
      result.push({
        key: `${event.id}:${n}`,
        event,
        allDay: !timed,
        start: timed ? start.toISOString() : formatDayUtc(start),
        end: timed ? new Date(end).toISOString() : formatDayUtc(start),
      });
    }
  }
  return result.sort(
    (a, b) => sortTime(a) - sortTime(b) || a.event.title.localeCompare(b.event.title),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily and weekly repeats that surely end before the period: skipped without stepping. */
function stepsBefore(recurrence: Recurrence, gapMs: number): number {
  const stepDays = recurrence === 'DAILY' ? 1 : recurrence === 'WEEKLY' ? 7 : 0;
  if (stepDays === 0 || gapMs <= 0) return 0;
  // One step of margin: a daylight-saving change makes a local day 23 or 25 hours long.
  return Math.max(0, Math.floor(gapMs / (stepDays * DAY_MS)) - 1);
}

function localMidnight(day: string): Date {
  const utc = parseDay(day);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}

/** All-day occurrences sort at the start of their day (local time), before timed ones that day. */
function sortTime(occurrence: Occurrence): number {
  return occurrence.allDay
    ? localMidnight(occurrence.start).getTime() - 1
    : Date.parse(occurrence.start);
}
