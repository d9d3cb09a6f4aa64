// Opening a dialog and waiting for how it was closed: the queue's `dialog/closed` action with the
// dialog's id, typed by its kind (a confirmed `create` hands back `{ title }`).
import { filter, firstValueFrom, take } from 'rxjs';
import {
  type DialogKind,
  type DialogOutcome,
  type DialogRequestOf,
  isOfType,
  openDialog,
} from '../../store/actions.ts';
import type { Store } from '../../store/store.ts';

export function awaitDialog<K extends DialogKind>(
  store: Pick<Store, 'action$' | 'dispatch'>,
  request: DialogRequestOf<K>,
): Promise<DialogOutcome<K>> {
  const opened = openDialog(request as Parameters<typeof openDialog>[0]);
  // Listen before queueing, so a dialog closed at once is heard too.
  const closed = firstValueFrom(
    store.action$.pipe(
      filter(isOfType('dialog/closed')),
      filter((action) => action.id === opened.dialog.id),
      take(1),
    ),
  );
  store.dispatch(opened);
  // The body of kind K closes with DialogOutcome<K> (dialog-body-props.ts), so the value fits K.
  return closed.then(
    ({ result, value }) =>
      (result === 'confirm' ? { result, value } : { result }) as DialogOutcome<K>,
  );
}
