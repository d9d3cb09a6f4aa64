// The week the hours screen shows (`?week=2026-11-23`, its Monday in local time): parsing, its
// period, neighbours, and the total of the hours registered in it.

export const WEEK_PARAM = 'week';
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A local day as 'YYYY-MM-DD'. */
export function formatDay(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The Monday (local midnight) of the week a moment falls in. */
export function mondayOf(moment: Date): Date {
  const monday = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
  const sinceMonday = (monday.getDay() + 6) % 7;
  monday.setDate(monday.getDate() - sinceMonday);
  return monday;
}

/** The week of a URL value (any day of it), or this week when missing or malformed. */
export function parseWeek(value: string | null, today: Date = new Date()): string {
  const match = value ? dayPattern.exec(value) : null;
  if (match) {
    const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (formatDay(day) === value) return formatDay(mondayOf(day));
  }
  return formatDay(mondayOf(today));
}

/** The Monday of a week ('YYYY-MM-DD') as a local date. */
export function weekStart(week: string): Date {
  const [year, month, day] = week.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The Monday `by` weeks away. */
export function shiftWeek(week: string, by: number): string {
  const start = weekStart(week);
  start.setDate(start.getDate() + by * 7);
  return formatDay(start);
}

/** The week's days as the hours filter takes them: Monday to Sunday, both included. */
export function weekPeriod(week: string): { from: string; to: string } {
  const sunday = weekStart(week);
  sunday.setDate(sunday.getDate() + 6);
  return { from: week, to: formatDay(sunday) };
}

/** Minutes between two ISO moments (0 when the end is not after the start). */
export function durationMinutes(startsAt: string, endsAt: string): number {
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

/** The total of a list of hours, in minutes. */
export function totalMinutes(hours: readonly { startsAt: string; endsAt: string }[]): number {
  return hours.reduce((sum, hour) => sum + durationMinutes(hour.startsAt, hour.endsAt), 0);
}

/** Minutes as hours and minutes ('7:30'). */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
}
