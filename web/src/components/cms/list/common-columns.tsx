// Cells and columns that several CMS lists share: the link that names a row and leads to its
// page, and the "last changed" column.
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { ListViewColumn } from './columns.ts';

/** The row's name as a link to its page (the usual cell of the `rowHeader` column). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-primary-dark underline hover:no-underline">
      {children}
    </Link>
  );
}

/** When the row last changed (its `updatedAt`, as a day), sortable by `sortKey`. */
export function updatedColumn<T extends { updatedAt: string }, K extends string>(
  intl: IntlShape,
  header: string,
  sortKey: K,
): ListViewColumn<T, K> {
  return {
    id: 'updated',
    header,
    sortKey,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <time dateTime={row.updatedAt}>
        {intl.formatDate(new Date(row.updatedAt), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        })}
      </time>
    ),
  };
}
