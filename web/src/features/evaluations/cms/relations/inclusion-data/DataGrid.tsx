// The month x centre grid: months down (sticky at the left), centres across, a number input per
// cell labelled "<centre>, <month>", and totals per month, per centre and overall. It scrolls
// sideways inside a labelled region on narrow screens. Read-only users see the numbers as text.
import { useId } from 'react';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import {
  type CellKey,
  cellKey,
  cellText,
  type DraftCells,
  gridTotals,
  type SavedCells,
} from './grid-diff.ts';
import { cellPosition, moveInGrid } from './grid-keyboard.ts';
import type { Month } from './month-range.ts';

export interface GridCenter {
  id: string;
  title: string;
}

interface DataGridProps {
  months: readonly Month[];
  centers: readonly GridCenter[];
  saved: SavedCells;
  drafts: DraftCells;
  errors: Readonly<Partial<Record<CellKey, string>>>;
  canEdit: boolean;
  monthLabel: (month: Month) => string;
  onChange: (key: CellKey, value: string) => void;
}

const stickyColumn = 'sticky left-0 z-10 bg-white text-left';
const headCell = 'border-b border-neutral-300 px-3 py-2 align-bottom font-semibold';

export function DataGrid(props: DataGridProps) {
  const { months, centers, saved, drafts, errors, canEdit, monthLabel, onChange } = props;
  const t = useEvaluationRelationText();
  const captionId = useId();
  const centerIds = centers.map((center) => center.id);
  const totals = gridTotals(saved, drafts, months, centerIds);

  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="w-fit max-w-full overflow-x-auto rounded-md border border-neutral-300 bg-white focus-visible:outline-2"
    >
      <table className="border-separate border-spacing-0 text-sm" onKeyDown={moveInGrid}>
        <caption id={captionId} className="sr-only">
          {t('data.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${headCell} ${stickyColumn}`}>
              {t('data.month')}
            </th>
            {centers.map((center) => (
              <th
                key={center.id}
                scope="col"
                className={`${headCell} min-w-28 max-w-48 text-right`}
              >
                {center.title}
              </th>
            ))}
            <th scope="col" className={`${headCell} text-right`}>
              {t('data.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, row) => (
            <tr key={month}>
              <th
                scope="row"
                className={`${stickyColumn} border-b border-neutral-200 px-3 py-2 font-semibold whitespace-nowrap`}
              >
                {monthLabel(month)}
              </th>
              {centers.map((center, column) => {
                const key = cellKey(center.id, month);
                return (
                  <td key={center.id} className="border-b border-neutral-200 px-2 py-1 align-top">
                    {canEdit ? (
                      <CellInput
                        label={t('data.cellLabel', {
                          center: center.title,
                          month: monthLabel(month),
                        })}
                        position={cellPosition(row, column)}
                        value={cellText(saved, drafts, key)}
                        changed={key in drafts}
                        error={errors[key]}
                        onChange={(value) => onChange(key, value)}
                      />
                    ) : (
                      <span className="block px-2 py-2 text-right">{cellText(saved, {}, key)}</span>
                    )}
                  </td>
                );
              })}
              <td className="border-b border-neutral-200 px-3 py-2 text-right font-semibold">
                {totals.byMonth.get(month) ?? 0}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${stickyColumn} px-3 py-2 font-bold`}>
              {t('data.total')}
            </th>
            {centers.map((center) => (
              <td key={center.id} className="px-3 py-2 text-right font-bold">
                {totals.byCenter.get(center.id) ?? 0}
              </td>
            ))}
            <td className="px-3 py-2 text-right font-bold">{totals.total}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

interface CellInputProps {
  label: string;
  position: string;
  value: string;
  changed: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}

function CellInput({ label, position, value, changed, error, onChange }: CellInputProps) {
  const errorId = useId();
  return (
    <>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        data-cell={position}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`ml-auto block min-h-11 w-24 rounded-md border px-2 py-1 text-right text-ink aria-invalid:border-2 aria-invalid:border-red-700 ${
          changed ? 'border-brand-primary-dark bg-sky-50' : 'border-neutral-500 bg-white'
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 ml-auto w-24 text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
