// Entry point. The page's HTML may already show the prerendered public page (docs/web.md,
// "Prerendered HTML"); the app's modules are fetched and run only once the browser has painted it,
// so a visitor on a slow phone sees the page before the JavaScript arrives, and the app's start-up
// work does not hold back the first paint.
import './styles.css';

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints none). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

if (document.querySelector('[data-prerendered]')) await afterNextPaint();
await import('./app/start.tsx');
