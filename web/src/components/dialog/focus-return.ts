// Where focus goes back when the last dialog closes. Headless UI returns focus to an element from
// its own focus history, which starts only when its code loads: with the dialog host loaded lazily
// (at the first dialog), that history misses the control that opened the dialog. A submit button
// that is disabled while its request runs has also lost focus by the time the dialog mounts. So the
// app remembers the last focused element from its start, and the host returns focus to it.

let lastFocused: HTMLElement | null = null;

const remember = (event: FocusEvent) => {
  if (event.target instanceof HTMLElement && !event.target.closest('[role$="dialog"]'))
    lastFocused = event.target;
};

/** Follows focus on the page; answers the function that stops following it. */
export function followFocus(target: Document = document): () => void {
  target.addEventListener('focusin', remember);
  return () => target.removeEventListener('focusin', remember);
}

/** The element that last had focus outside a dialog, if it is still on the page. */
export function lastFocusedOutsideDialogs(): HTMLElement | null {
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Focuses `element` unless focus has already landed on something else than the page itself. */
export function returnFocus(element: HTMLElement | null): void {
  const active = document.activeElement;
  if (!element?.isConnected || (active && active !== document.body)) return;
  element.focus();
}
