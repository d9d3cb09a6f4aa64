// The rows chosen for a bulk action. Only rows of the page in hand count: after paging or
// filtering, a row that is no longer shown is no longer selected.
import { useCallback, useMemo, useState } from 'react';

export interface Selection<T> {
  /** The selected rows of the page, in page order. */
  rows: T[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, selected: boolean) => void;
  /** Selects (or clears) every row of the page. */
  toggleAll: (selected: boolean) => void;
  clear: () => void;
  /** Every row of the page is selected / some are. */
  all: boolean;
  some: boolean;
}

export function useSelection<T extends { id: string }>(rows: readonly T[]): Selection<T> {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selectedRows = useMemo(() => rows.filter((row) => chosen.has(row.id)), [rows, chosen]);
  const selectedIds = useMemo(() => new Set(selectedRows.map((row) => row.id)), [selectedRows]);

  const toggle = useCallback((id: string, selected: boolean) => {
    setChosen((previous) => {
      const next = new Set(previous);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(
    (selected: boolean) => setChosen(selected ? new Set(rows.map((row) => row.id)) : new Set()),
    [rows],
  );
  const clear = useCallback(() => setChosen(new Set()), []);

  return {
    rows: selectedRows,
    isSelected: (id) => selectedIds.has(id),
    toggle,
    toggleAll,
    clear,
    all: rows.length > 0 && selectedRows.length === rows.length,
    some: selectedRows.length > 0,
  };
}
