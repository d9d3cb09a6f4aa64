// Real ErrorEvents and PromiseRejectionEvents dispatched on window become stack-trace entries:
// kept until the store connects, then dispatched as they happen.
import { afterEach, describe, expect, it } from 'vitest';
import { type ErrorCapture, installErrorCapture, MAX_STACK_ENTRIES } from './error-capture.ts';

let capture: ErrorCapture | undefined;
afterEach(() => capture?.uninstall());

/** PromiseRejectionEvent is not in jsdom: an Event with the same fields is what a browser sends. */
function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

describe('installErrorCapture', () => {
  it('records message, file, line, column and the error of an uncaught error', () => {
    capture = installErrorCapture(window);
    const dispatched: unknown[] = [];
    capture.connect((action) => dispatched.push(action));
    const error = new TypeError('x is undefined');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        filename: 'https://zorg.test/assets/index.js',
        lineno: 12,
        colno: 34,
        error,
      }),
    );
    expect(dispatched).toEqual([
      {
        type: 'bugReport/error-captured',
        entry: {
          message: 'Uncaught TypeError: x is undefined',
          filename: 'https://zorg.test/assets/index.js',
          line: 12,
          column: 34,
          error: error.stack,
        },
      },
    ]);
  });

  it('records an unhandled rejection, with an error or any other reason', () => {
    capture = installErrorCapture(window);
    const dispatched: { entry: { message: string; error: string | null } }[] = [];
    capture.connect((action) => dispatched.push(action));
    window.dispatchEvent(rejection(new Error('chunk failed')));
    window.dispatchEvent(rejection({ code: 42 }));
    expect(dispatched.map(({ entry }) => entry.message)).toEqual([
      'Unhandled rejection: chunk failed',
      'Unhandled rejection: {"code":42}',
    ]);
    expect(dispatched[0]?.entry.error).toContain('chunk failed');
  });

  it('keeps errors from before the store exists and hands them over on connect', () => {
    capture = installErrorCapture(window);
    for (let index = 0; index < MAX_STACK_ENTRIES + 5; index += 1) {
      window.dispatchEvent(new ErrorEvent('error', { message: `early ${index}` }));
    }
    const dispatched: { entry: { message: string } }[] = [];
    capture.connect((action) => dispatched.push(action));
    expect(dispatched).toHaveLength(MAX_STACK_ENTRIES);
    expect(dispatched[0]?.entry.message).toBe('early 5');
  });

  it('ignores a resource that failed to load (a plain error Event) and stops when removed', () => {
    capture = installErrorCapture(window);
    const dispatched: unknown[] = [];
    capture.connect((action) => dispatched.push(action));
    window.dispatchEvent(new Event('error'));
    capture.uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(dispatched).toEqual([]);
  });
});
