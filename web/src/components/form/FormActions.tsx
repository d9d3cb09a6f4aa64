// The buttons under a form: save (showing that it is saving) and an optional cancel.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { primaryButton, secondaryButton } from '../buttons/button-styles.ts';

interface FormActionsProps {
  saving: boolean;
  /** The save button's text ('Opslaan' when not given). */
  saveLabel?: string;
  onCancel?: () => void;
  /** Further buttons, after cancel. */
  children?: ReactNode;
}

export function FormActions({ saving, saveLabel, onCancel, children }: FormActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving || undefined}
        className={primaryButton}
      >
        {saving ? (
          <FormattedMessage id="fields.actions.saving" />
        ) : (
          (saveLabel ?? <FormattedMessage id="fields.actions.save" />)
        )}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} className={secondaryButton}>
          <FormattedMessage id="fields.actions.cancel" />
        </button>
      )}
      {children}
    </div>
  );
}
