// Small presenters shared by resources: timestamps, file references, grouping of loaded rows.
// No queries: the file references themselves are loaded by shared/file-refs.ts.
export interface FileRef {
  id: number;
  url: string;
  name: string;
  mime_type: string;
  size: number;
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const fileUrl = (id: number) => `/v1/files/${id}`;

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
