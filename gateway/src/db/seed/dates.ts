// Calendar helpers for the seed: whole dates in UTC, written as 'YYYY-MM-DD' like the DATE columns.

/** Midnight UTC of the given moment's calendar day. */
export function startOfDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

export function startOfMonth(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), 1));
}

/** Adds months, clamping the day so 31 January + 1 month is the last day of February. */
export function addMonths(moment: Date, months: number): Date {
  const target = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  target.setUTCHours(moment.getUTCHours(), moment.getUTCMinutes(), 0, 0);
  return target;
}

export function addDays(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * 86_400_000);
}

/** Minutes the time zone is ahead of UTC at the given moment (60 or 120 for Amsterdam). */
function zoneOffsetMinutes(moment: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - moment.getTime()) / 60_000);
}

/** The instant when clocks in the Netherlands show the given time on the day's calendar date. */
export function localTime(
  day: Date,
  hours: number,
  minutes = 0,
  timeZone = 'Europe/Amsterdam',
): Date {
  const wallClock = Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    hours,
    minutes,
  );
  return new Date(wallClock - zoneOffsetMinutes(new Date(wallClock), timeZone) * 60_000);
}

export function toIsoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Whole months from the month of `from` to the month of `to` (negative when `to` is earlier). */
export function monthsBetween(from: Date, to: Date): number {
  return (
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth())
  );
}

/** Monday to Friday. */
export function isWeekday(moment: Date): boolean {
  const day = moment.getUTCDay();
  return day !== 0 && day !== 6;
}
