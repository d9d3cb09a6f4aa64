// What other features use of the hours: the week's arithmetic (the dashboard's hours card).
export { formatDay, formatDuration, mondayOf, totalMinutes, weekPeriod } from './week.ts';
