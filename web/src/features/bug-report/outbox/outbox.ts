// Reports that could not be sent, kept in local storage until the app starts again or comes back
// online. A few at most; when storage is full the screenshots go first, then the oldest reports.
import type { BugReportInput, BugReportOutbox, OutboxEntry } from '../types.ts';

export const OUTBOX_KEY = 'zorgevaluatie.bugReport.outbox';
export const OUTBOX_SIZE = 5;

const withoutScreenshot = ({ input, ...entry }: OutboxEntry): OutboxEntry => {
  const { screenshot: _dropped, ...rest } = input;
  return { ...entry, input: rest };
};

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function createOutbox(
  storage: Storage | null = globalThis.localStorage ?? null,
): BugReportOutbox {
  const read = (): OutboxEntry[] => {
    try {
      const stored = storage?.getItem(OUTBOX_KEY);
      const parsed: unknown = stored ? JSON.parse(stored) : [];
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: OutboxEntry[]): boolean => {
    if (!storage) return false;
    try {
      if (entries.length === 0) storage.removeItem(OUTBOX_KEY);
      else storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
      return true;
    } catch {
      return false;
    }
  };
  return {
    list: read,
    add(input: BugReportInput, now: number) {
      const entry: OutboxEntry = { id: newId(), savedAt: now, input };
      let entries = [...read(), entry].slice(-OUTBOX_SIZE);
      if (write(entries)) return entry.id;
      // Full: without screenshots, then without the oldest reports, the new one last to go.
      entries = entries.map(withoutScreenshot);
      while (entries.length > 0) {
        if (write(entries)) return entry.id;
        entries = entries.slice(1);
      }
      return null;
    },
    remove(id: string) {
      write(read().filter((entry) => entry.id !== id));
    },
  };
}
