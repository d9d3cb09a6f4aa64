// The bodies of the specialised dialog kinds, declared in one place: each kind maps to a lazily
// loaded body typed with that kind's payload and result. A kind without a body is shown in the
// generic frame (title, message, buttons), so queueing and closing work for every kind.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Dialog, DialogKind } from '../../store/actions.ts';
import type { DialogBodyProps, DialogContentProps } from './dialog-body-props.ts';

type DialogBodies = {
  [K in DialogKind]?: LazyExoticComponent<ComponentType<DialogBodyProps<K>>>;
};

export const dialogBodies: DialogBodies = {
  create: lazy(() => import('./bodies/CreateDialogBody.tsx')),
  mitigate: lazy(() => import('./bodies/MitigateDialogBody.tsx')),
  event: lazy(() => import('../../features/organisations/cms/events/dialog/EventDialogBody.tsx')),
  hours: lazy(() => import('../../features/hours/dialogs/HoursDialogBody.tsx')),
  hoursMove: lazy(() => import('../../features/hours/dialogs/HoursMoveDialogBody.tsx')),
  activate: lazy(() => import('../../features/users/activate/ActivateDialogBody.tsx')),
  bugReport: lazy(() => import('../../features/bug-report/dialog/BugReportDialogBody.tsx')),
};

/**
 * The body of a queued dialog, or null for the generic frame. The registry's type pairs every
 * kind with its own props, and a queued dialog carries its kind, so the pairing holds here.
 */
export function bodyFor(dialog: Dialog): ComponentType<DialogContentProps> | null {
  return (dialogBodies[dialog.kind] as ComponentType<DialogContentProps> | undefined) ?? null;
}
