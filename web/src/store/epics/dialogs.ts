// The error catalogue (spec section 8): a failed write becomes a generic error dialog.
import { filter, map, withLatestFrom } from 'rxjs';
import { type ApiFailure, isOfType, openDialog } from '../actions.ts';
import type { AppState } from '../state.ts';
import type { Epic } from './epic.ts';

/**
 * A plain-text message of the catalogue. The build bundles catalogues as parsed ICU messages
 * (scripts/precompile-messages.ts), where a text without arguments is one literal element.
 */
export function messageText(message: string | readonly unknown[]): string {
  if (typeof message === 'string') return message;
  return message
    .map((element) =>
      typeof element === 'object' && element !== null && 'value' in element && 'type' in element
        ? element.type === 0 // a literal
          ? String(element.value)
          : ''
        : '',
    )
    .join('');
}

/** The dialog texts for a failure, in the active language. */
export function failureDialog(failure: ApiFailure, messages: AppState['locale']['messages']) {
  switch (failure.kind) {
    case 'validation':
      // All field messages, one per line, under the status text.
      return { title: failure.statusText, message: failure.messages.join('\n') };
    case 'status':
      return {
        title: messageText(messages['errors.title']),
        message: `${failure.status} ${failure.statusText}`.trim(),
      };
    case 'no-response':
      return {
        title: messageText(messages['errors.title']),
        message: messageText(messages['errors.unknown']),
      };
  }
}

export const apiFailureDialogEpic: Epic = (action$, state$) =>
  action$.pipe(
    filter(isOfType('api/failed')),
    withLatestFrom(state$),
    map(([{ failure }, state]) =>
      openDialog({
        kind: 'generic',
        type: 'error',
        ...failureDialog(failure, state.locale.messages),
        confirm: true,
      }),
    ),
  );
