// Shows the first dialog of the store's queue as a modal (spec section 2): at most 500 px wide, Esc
// closes it, a click outside does not, focus stays inside and returns to where it was afterwards.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type KeyboardEvent, Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DialogOutcome, Dialog as QueuedDialog } from '../../store/actions.ts';
import { useAppState, useDispatch } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';
import { DialogTypeIcon, dialogTypeLabels, dialogTypeStyles } from './DialogTypeIcon.tsx';
import { bodyFor, DialogBodiesContext } from './dialog-bodies.ts';
import type { DialogContentProps } from './dialog-body-props.ts';
import { lastFocusedOutsideDialogs, returnFocus } from './focus-return.ts';
import { GenericDialogBody } from './GenericDialogBody.tsx';

const selectCurrentDialog = (state: AppState): QueuedDialog | undefined => state.dialogs[0];

const focusableSelector =
  '[data-autofocus], button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Headless UI reports a click outside through `onClose`; the spec keeps the dialog open then. */
const keepOpenOnOutsideClick = () => undefined;

/** The look of a dialog: its own type, and a destructive confirmation always warns. */
const lookOf = (dialog: QueuedDialog) =>
  dialog.type ?? (dialog.kind === 'mitigate' ? 'warning' : undefined);

/** The panel of one dialog; it is keyed by the dialog, so the next one in the queue starts fresh. */
function DialogFrame({ dialog, close }: DialogContentProps) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  const Content = bodyFor(use(DialogBodiesContext), dialog) ?? GenericDialogBody;
  const type = lookOf(dialog);
  const typeLabel = type ? intl.formatMessage({ id: dialogTypeLabels[type] }) : null;
  const title = dialog.title || typeLabel || intl.formatMessage({ id: 'dialog.defaultTitle' });

  useEffect(() => {
    // Headless UI moves focus in when the modal opens; when the next queued dialog replaces this
    // one inside the same modal, its first control has to be focused here.
    const element = panel.current;
    if (!element || element.contains(document.activeElement)) return;
    const first = element.querySelector<HTMLElement>(focusableSelector);
    (first ?? element).focus();
  }, []);

  return (
    <DialogPanel
      ref={panel}
      tabIndex={-1}
      className={`w-full max-w-[500px] rounded-lg border-t-4 bg-white p-6 shadow-xl ${
        type ? dialogTypeStyles[type].border : 'border-t-brand-primary'
      }`}
    >
      <div className="flex items-start gap-4">
        {type && <DialogTypeIcon type={type} />}
        <div className="min-w-0 flex-1">
          {type && typeLabel !== title && (
            <p className={`text-sm font-semibold ${dialogTypeStyles[type].text}`}>{typeLabel}</p>
          )}
          <DialogTitle className="text-xl font-bold text-ink">{title}</DialogTitle>
          {/* A specialised body is its own chunk: its height is held while it loads. */}
          <Suspense fallback={<div aria-hidden="true" className="mt-4 h-24" />}>
            <Content dialog={dialog} close={close} />
          </Suspense>
        </div>
      </div>
    </DialogPanel>
  );
}

/**
 * Returns focus, when the modal closes, to the element that had it before the modal opened (when
 * Headless UI has not put it anywhere itself: see focus-return.ts).
 */
function FocusReturn() {
  const [opener] = useState(lastFocusedOutsideDialogs);
  useEffect(
    () => () => {
      setTimeout(() => returnFocus(opener), 0);
    },
    [opener],
  );
  return null;
}

export function DialogHost() {
  const dialog = useAppState(selectCurrentDialog);
  const dispatch = useDispatch();
  const dialogId = dialog?.id;

  const close = useCallback(
    ({ result, value }: DialogOutcome) => {
      if (dialogId === undefined) return;
      dispatch({
        type: 'dialog/closed',
        id: dialogId,
        result,
        ...(value === undefined ? {} : { value }),
      });
    },
    [dialogId, dispatch],
  );

  const closeOnEscape = (event: KeyboardEvent) => {
    // A control inside the dialog that uses Esc itself (a listbox, say) prevents the default.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Also keeps Headless UI's own Esc handling (which would report through onClose) out of it.
    event.preventDefault();
    close({ result: 'dismiss' });
  };

  if (!dialog) return null;
  const look = lookOf(dialog);
  const urgent = look === 'error' || look === 'warning';
  return (
    // One modal stays open while the queue has dialogs, so focus returns to the page only when the
    // last one closes.
    <Dialog
      open
      onClose={keepOpenOnOutsideClick}
      onKeyDown={closeOnEscape}
      role={urgent ? 'alertdialog' : 'dialog'}
      className="fixed inset-0 z-50 overflow-y-auto"
    >
      <FocusReturn />
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogFrame key={dialog.id} dialog={dialog} close={close} />
      </div>
    </Dialog>
  );
}
