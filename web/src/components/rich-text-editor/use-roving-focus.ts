// Keyboard use of a toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys, Home and End move
// between its enabled buttons.
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef } from 'react';

const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

function buttonsOf(container: HTMLElement | null): HTMLButtonElement[] {
  return container
    ? [...container.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
    : [];
}

export function useRovingFocus<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const current = useRef(0);

  // After every render (buttons come and go with the cursor) exactly one button is a Tab stop.
  useLayoutEffect(() => {
    const buttons = buttonsOf(containerRef.current);
    if (current.current >= buttons.length) current.current = Math.max(0, buttons.length - 1);
    for (const button of containerRef.current?.querySelectorAll('button') ?? [])
      button.tabIndex = -1;
    const stop = buttons[current.current];
    if (stop) stop.tabIndex = 0;
  });

  const onFocus = useCallback((event: { target: EventTarget }) => {
    const buttons = buttonsOf(containerRef.current);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    current.current = index;
    buttons.forEach((button, position) => {
      button.tabIndex = position === index ? 0 : -1;
    });
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    if (!KEYS.has(event.key)) return;
    const buttons = buttonsOf(containerRef.current);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || buttons.length === 0) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (index + 1) % buttons.length
            : (index - 1 + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }, []);

  return { containerRef, onFocus, onKeyDown };
}
