// The cancel button of a dialog body: the shell's "Annuleren"; the body closes the dialog with
// the outcome `cancel` in `onClick`.
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { secondaryButton } from '../buttons/button-styles.ts';

interface DialogCancelButtonProps {
  onClick: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function DialogCancelButton({ onClick, disabled, ref }: DialogCancelButtonProps) {
  const intl = useIntl();
  return (
    <button
      ref={ref}
      type="button"
      className={secondaryButton}
      disabled={disabled}
      onClick={onClick}
    >
      {intl.formatMessage({ id: 'dialog.cancel' })}
    </button>
  );
}
