// Small presenters shared by resources: timestamps, file references, grouping of loaded rows.
// No queries: the file references themselves are loaded by shared/file-refs.ts.
import type { z } from 'zod';
import type { fileAnswer } from './answers.ts';

/** A stored file as answers refer to it (shared/answers.ts `fileAnswer`). */
export type FileRef = z.infer<typeof fileAnswer>;

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const fileUrl = (id: number) => `/v1/files/${id}`;

/**
 * The named fields of a row and no others. A presenter names every field it answers, so a column
 * added to a table or to a query goes out on /v1 only once a presenter names it
 * (tests/api/answers-written-down.test.ts).
 */
export function pick<T extends object, K extends keyof T>(
  row: T,
  fields: readonly K[],
): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const field of fields) out[field] = row[field];
  return out;
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
