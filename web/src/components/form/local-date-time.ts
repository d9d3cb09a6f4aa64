// A moment as a `datetime-local` field shows it (the browser's local time, to the minute) and back.

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO moment -> 'YYYY-MM-DDTHH:mm' in local time; '' for none or an unreadable value. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(
    moment.getHours(),
  )}:${pad(moment.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' (local time) -> ISO moment; null for '' or an unreadable value. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number) as number[];
  const moment = new Date(year ?? 0, (month ?? 1) - 1, day, hours, minutes);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** Now, to the minute, as the field shows it. */
export const nowLocalInput = (now = new Date()) => toLocalInput(now.toISOString());
