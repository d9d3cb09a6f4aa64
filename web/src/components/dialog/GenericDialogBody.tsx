// The body of a generic dialog: its message (line breaks kept) and its cancel and confirm buttons.
import { Description } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import { primaryButton, secondaryButton } from '../buttons/button-styles.ts';
import type { DialogContentProps } from './dialog-body-props.ts';
import { cancelLabel, confirmLabel, type DialogButtonLabel } from './dialog-labels.ts';

function ButtonLabel({ label }: { label: DialogButtonLabel }) {
  return label.messageId ? <FormattedMessage id={label.messageId} /> : label.text;
}

export function GenericDialogBody({ dialog, close }: DialogContentProps) {
  const cancel = cancelLabel(dialog);
  const confirm = confirmLabel(dialog);
  return (
    <>
      {dialog.message && (
        <Description className="mt-2 whitespace-pre-line text-ink">{dialog.message}</Description>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {cancel && (
          // The safer choice gets the focus first when there is one.
          <button
            type="button"
            data-autofocus
            className={secondaryButton}
            onClick={() => close({ result: 'cancel' })}
          >
            <ButtonLabel label={cancel} />
          </button>
        )}
        {confirm && (
          <button
            type="button"
            data-autofocus={cancel ? undefined : true}
            className={primaryButton}
            onClick={() => close({ result: 'confirm' })}
          >
            <ButtonLabel label={confirm} />
          </button>
        )}
        {!cancel && !confirm && (
          // Without buttons of its own a dialog still needs a visible way out besides Esc.
          <button
            type="button"
            data-autofocus
            className={secondaryButton}
            onClick={() => close({ result: 'dismiss' })}
          >
            <FormattedMessage id="dialog.close" />
          </button>
        )}
      </div>
    </>
  );
}
