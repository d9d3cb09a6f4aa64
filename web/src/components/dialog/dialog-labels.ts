// Which buttons a generic dialog shows and their labels: a given label, or the catalogue's default.
import type { ShellMessageKey as MessageKey } from '../../i18n/messages.ts';
import type { DialogRequest } from '../../store/actions.ts';

export interface DialogButtonLabel {
  /** A label the caller gave, already translated. */
  text?: string;
  /** The default label from the catalogue, when no label was given. */
  messageId?: MessageKey;
}

const label = (option: boolean | string | undefined, fallback: MessageKey) =>
  typeof option === 'string' && option !== '' ? { text: option } : { messageId: fallback };

/** The confirm button's label; an error dialog has an "Ok" button (spec section 8). */
export function confirmLabel(dialog: DialogRequest): DialogButtonLabel | null {
  if (!dialog.confirm) return null;
  return label(dialog.confirm, dialog.type === 'error' ? 'dialog.ok' : 'dialog.confirm');
}

export function cancelLabel(dialog: DialogRequest): DialogButtonLabel | null {
  if (!dialog.cancel) return null;
  return label(dialog.cancel, 'dialog.cancel');
}
