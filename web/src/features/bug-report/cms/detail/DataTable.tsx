// A plain read-only table of a detail page: a caption (hidden, the section's heading shows the
// same), column headers, the first cell of a row as its header; long values wrap and the table
// scrolls sideways inside a labelled, focusable region on narrow screens.
import { type ReactNode, useId } from 'react';

export interface DataTableRow {
  key: string;
  cells: readonly ReactNode[];
}

interface DataTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly DataTableRow[];
  /** Classes of each column's cells, in order. */
  columnClasses?: readonly string[];
}

export function DataTable({ caption, headers, rows, columnClasses = [] }: DataTableProps) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-gray-300 focus-visible:outline-2 focus-visible:outline-brand-primary-dark"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-surface-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-gray-300 align-top">
              {row.cells.map((cell, index) => {
                const className = `px-3 py-2 break-words ${columnClasses[index] ?? ''}`;
                return index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, in order
                  <th key={index} scope="row" className={`${className} font-medium`}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, in order
                  <td key={index} className={className}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
