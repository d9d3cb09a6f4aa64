// What can be done with the selected rows: how many there are, delete them, or clear the choice.
// It appears once a row is selected; the count is also announced through a live region that is
// always present (a region that appears with its text is not read out).
import { useIntl } from 'react-intl';
import { destructiveButton, secondaryButton } from '../../buttons/button-styles.ts';

interface BulkActionBarProps {
  count: number;
  busy: boolean;
  onDelete: () => void;
  onClear: () => void;
}

export function BulkActionBar({ count, busy, onDelete, onClear }: BulkActionBarProps) {
  const intl = useIntl();
  const selected = intl.formatMessage({ id: 'listView.selected' }, { count });
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {count > 0 ? selected : ''}
      </p>
      {count > 0 && (
        <div
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'listView.actions' })}
          className="flex flex-wrap items-center gap-3 rounded-md border border-brand-primary-dark/40 bg-brand-primary/10 px-4 py-2"
        >
          <p aria-hidden="true" className="font-semibold">
            {selected}
          </p>
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            className={`${destructiveButton} min-h-11 disabled:opacity-70`}
          >
            {intl.formatMessage({ id: 'listView.delete' })}
          </button>
          <button type="button" onClick={onClear} className={`${secondaryButton} min-h-11`}>
            {intl.formatMessage({ id: 'listView.clearSelection' })}
          </button>
        </div>
      )}
    </>
  );
}
