// Warns before leaving a form with unsaved changes: a confirm dialog when the app navigates away
// (react-router's useBlocker; needs the data router) and the browser's own prompt on reload or
// close (beforeunload). Navigations with `state: leaveWithoutPrompt` (e.g. after a save) pass.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { type BlockerFunction, useBlocker } from 'react-router';
import { primaryButton, secondaryButton } from '../buttons/button-styles.ts';

/** Navigation state that skips the warning: `navigate(to, { state: leaveWithoutPrompt })`. */
export const leaveWithoutPrompt = { unsavedChanges: 'discard' } as const;

const skips = (state: unknown) =>
  typeof state === 'object' && state !== null && 'unsavedChanges' in state;

/** Returns the dialog to render (null while nothing is blocked). */
export function useUnsavedChangesWarning(isDirty: boolean): ReactNode {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isDirty &&
    !skips(nextLocation.state) &&
    (currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  useEffect(() => {
    // Changes were saved or undone while the dialog was open: nothing to warn about any more.
    if (blocker.state === 'blocked' && !isDirty) blocker.reset();
  }, [blocker, isDirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onClose={() => blocker.reset()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">
            <FormattedMessage id="fields.unsaved.title" />
          </DialogTitle>
          <p>
            <FormattedMessage id="fields.unsaved.body" />
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={() => blocker.reset()}>
              <FormattedMessage id="fields.unsaved.stay" />
            </button>
            <button type="button" className={primaryButton} onClick={() => blocker.proceed()}>
              <FormattedMessage id="fields.unsaved.leave" />
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
