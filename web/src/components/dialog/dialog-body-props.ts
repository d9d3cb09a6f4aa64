// What a dialog body gets from the host. The bodies import their props from here and the registry
// (dialog-bodies.ts) imports the bodies, so neither imports the other.
import type { Dialog, DialogKind, DialogOf, DialogOutcome } from '../../store/actions.ts';

/** What the body of kind K gets: its queue entry and the way to close it with an outcome. */
export interface DialogBodyProps<K extends DialogKind> {
  dialog: DialogOf<K>;
  close: (outcome: DialogOutcome<K>) => void;
}

/** What the host hands any body (the kind is known only at run time). */
export interface DialogContentProps {
  dialog: Dialog;
  close: (outcome: DialogOutcome) => void;
}
