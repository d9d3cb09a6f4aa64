// The bodies of the specialised dialog kinds: each kind maps to a lazily loaded body typed with
// that kind's payload and result. This folder has the bodies of its own kinds (create, mitigate);
// the app adds the features' (app/dialog-bodies.ts) through DialogBodiesContext, so the dialog
// kit loads no feature code. A kind without a body is shown in the generic frame (title, message,
// buttons), so queueing and closing work for every kind.
import { type ComponentType, createContext, type LazyExoticComponent, lazy } from 'react';
import type { Dialog, DialogKind } from '../../store/actions.ts';
import type { DialogBodyProps, DialogContentProps } from './dialog-body-props.ts';

export type DialogBodies = {
  [K in DialogKind]?: LazyExoticComponent<ComponentType<DialogBodyProps<K>>>;
};

export const coreDialogBodies: DialogBodies = {
  create: lazy(() => import('./bodies/CreateDialogBody.tsx')),
  mitigate: lazy(() => import('./bodies/MitigateDialogBody.tsx')),
};

/** The bodies the host shows: the core ones unless the app provides every kind's. */
export const DialogBodiesContext = createContext<DialogBodies>(coreDialogBodies);

/**
 * The body of a queued dialog, or null for the generic frame. The registry's type pairs every
 * kind with its own props, and a queued dialog carries its kind, so the pairing holds here.
 */
export function bodyFor(
  bodies: DialogBodies,
  dialog: Dialog,
): ComponentType<DialogContentProps> | null {
  return (bodies[dialog.kind] as ComponentType<DialogContentProps> | undefined) ?? null;
}
