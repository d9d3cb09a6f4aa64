// Entry point. The page's HTML may already show the prerendered public page (docs/web.md,
// "Prerendered HTML"); the app's modules are fetched and run only once the browser has painted it,
// so a visitor on a slow phone sees the page before the JavaScript arrives, and the app's start-up
// work does not hold back the first paint.
import './styles.css';

/** A page that never reports a contentful paint still starts after this long. */
const PAINT_WAIT_LIMIT_MS = 500;

/**
 * Resolves once the browser reports the first contentful paint (the pixels are on screen, which
 * can be a few milliseconds after the frame's rendering task), or after the next frame where paint
 * timing is not available; at once in a hidden tab, which paints nothing.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The first use of `Intl` in a page builds the engine's list of available locales, one 10-25 ms
 * piece of work on a slow phone (measured in Chrome's profiler, inside react-intl's `createIntl`).
 * Done here, in a task of its own while the app's modules download, it no longer lengthens the
 * app's first render.
 */
function warmUpIntl(): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf('nl');
    Intl.DateTimeFormat.supportedLocalesOf('nl');
  }, 0);
}

if (document.querySelector('[data-prerendered]')) await afterFirstContentfulPaint();
const start = import('./app/start.tsx');
warmUpIntl();
await start;
