// The inclusion-data grid as values per cell, and what Save has to send: only the changed cells,
// each as a create (a new month/centre row), an update (a new sample size) or a remove (emptied).
import type { Month } from './month-range.ts';

/** One cell: a centre in a month, `"<centerId>|<YYYY-MM-01>"`. */
export type CellKey = `${string}|${Month}`;

export const cellKey = (centerId: string, month: Month): CellKey => `${centerId}|${month}`;

export function splitCellKey(key: CellKey): { centerId: string; month: Month } {
  const [centerId = '', month = ''] = key.split('|');
  return { centerId, month };
}

/** A stored month/centre row. */
export interface SavedCell {
  id: string;
  sampleSize: number;
}

export type SavedCells = ReadonlyMap<CellKey, SavedCell>;
/** What the user typed, per cell they touched. */
export type DraftCells = Readonly<Record<CellKey, string>>;

export type GridOperation =
  | { kind: 'create'; key: CellKey; centerId: string; month: Month; sampleSize: number }
  | { kind: 'update'; key: CellKey; id: string; sampleSize: number }
  | { kind: 'remove'; key: CellKey; id: string };

/** The number rule: digits only (an empty cell means "no data"). */
export const isDigits = (value: string) => /^\d+$/.test(value);

export interface GridChanges {
  operations: GridOperation[];
  /** Cells whose text breaks the number rule; they are not sent. */
  invalid: CellKey[];
}

export function gridChanges(saved: SavedCells, drafts: DraftCells): GridChanges {
  const operations: GridOperation[] = [];
  const invalid: CellKey[] = [];
  for (const [key, typed] of Object.entries(drafts) as [CellKey, string][]) {
    const text = typed.trim();
    const stored = saved.get(key);
    if (text === '') {
      if (stored) operations.push({ kind: 'remove', key, id: stored.id });
      continue;
    }
    if (!isDigits(text)) {
      invalid.push(key);
      continue;
    }
    const sampleSize = Number(text);
    if (!stored) operations.push({ kind: 'create', key, ...splitCellKey(key), sampleSize });
    else if (stored.sampleSize !== sampleSize)
      operations.push({ kind: 'update', key, id: stored.id, sampleSize });
  }
  return { operations, invalid };
}

/** The text a cell shows: the draft if the user typed one, else the stored number, else empty. */
export function cellText(saved: SavedCells, drafts: DraftCells, key: CellKey): string {
  if (key in drafts) return drafts[key] ?? '';
  const stored = saved.get(key);
  return stored ? String(stored.sampleSize) : '';
}

/** The number a cell counts for in the totals (empty or not a number: 0). */
export function cellNumber(saved: SavedCells, drafts: DraftCells, key: CellKey): number {
  const text = cellText(saved, drafts, key).trim();
  return isDigits(text) ? Number(text) : 0;
}

export interface GridTotals {
  byMonth: Map<Month, number>;
  byCenter: Map<string, number>;
  total: number;
}

export function gridTotals(
  saved: SavedCells,
  drafts: DraftCells,
  months: readonly Month[],
  centerIds: readonly string[],
): GridTotals {
  const byMonth = new Map<Month, number>();
  const byCenter = new Map<string, number>();
  let total = 0;
  for (const month of months)
    for (const centerId of centerIds) {
      const value = cellNumber(saved, drafts, cellKey(centerId, month));
      byMonth.set(month, (byMonth.get(month) ?? 0) + value);
      byCenter.set(centerId, (byCenter.get(centerId) ?? 0) + value);
      total += value;
    }
  return { byMonth, byCenter, total };
}
