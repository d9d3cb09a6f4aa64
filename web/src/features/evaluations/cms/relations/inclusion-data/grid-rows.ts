// The stored month/centre rows as the grid reads them: a value per cell and the centre columns.
import type { EvaluationDataTabQuery } from '../../../../../gql/graphql.ts';
import type { GridCenter } from './DataGrid.tsx';
import { type CellKey, cellKey, type SavedCell } from './grid-diff.ts';
import { monthOfDate } from './month-range.ts';

export type DataRow = NonNullable<EvaluationDataTabQuery['evaluation']>['data'][number];

export function savedCells(rows: readonly DataRow[]): Map<CellKey, SavedCell> {
  return new Map(
    rows.map((row) => [
      cellKey(row.centerId, monthOfDate(row.date)),
      { id: row.id, sampleSize: row.sampleSize },
    ]),
  );
}

/** The centres with data, by name, then the centres the user added (in the order added). */
export function gridCenters(rows: readonly DataRow[], added: readonly GridCenter[]): GridCenter[] {
  const withData = new Map<string, GridCenter>();
  for (const row of rows)
    withData.set(row.centerId, { id: row.centerId, title: row.center?.title ?? row.centerId });
  const sorted = [...withData.values()].sort((a, b) => a.title.localeCompare(b.title, 'nl'));
  return [...sorted, ...added.filter((center) => !withData.has(center.id))];
}
