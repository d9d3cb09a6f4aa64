// The column definitions of a list view: header text, how a row's cell is drawn, and (when the
// column can be sorted) the sort key it stands for.
import type { ReactNode } from 'react';

export interface ListViewColumn<T, K extends string = string> {
  id: string;
  /** The header text (translated). */
  header: string;
  cell: (row: T) => ReactNode;
  /** The sort key this column sorts by; absent: not sortable. */
  sortKey?: K;
  /** The column whose cell names the row (drawn as the row's header cell). */
  rowHeader?: boolean;
  /** Extra classes of the column's cells (width, alignment). */
  className?: string;
}
