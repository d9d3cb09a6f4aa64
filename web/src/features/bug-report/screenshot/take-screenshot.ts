// The page's screenshot, taken in the browser with modern-screenshot (loaded with this chunk,
// when the report flow opens): the part of the page the reporter saw (the viewport at its scroll
// position), as a JPEG well below the gateway's 5 MB. The dialog's layer is left out, so the
// picture shows the page, not the dialog over it.
import { domToCanvas } from 'modern-screenshot';

/** The picture is at most this wide (a wide screen is scaled down). */
export const MAX_WIDTH = 1600;
/** The data URL is made again at a lower quality above this many characters (~1.5 MB decoded). */
export const MAX_DATA_URL = 2_000_000;
/** Browsers refuse taller canvases; a page scrolled further is drawn from its top. */
const MAX_CANVAS_HEIGHT = 16_000;

/** Headless UI's dialogs render into this portal root. */
const isDialogLayer = (node: Node) =>
  node instanceof Element &&
  (node.id === 'headlessui-portal-root' || node.hasAttribute('data-bug-report-ignore'));

export async function takeScreenshot(root: HTMLElement = document.body): Promise<string> {
  const width = Math.max(1, document.documentElement.clientWidth || window.innerWidth);
  const height = Math.max(1, window.innerHeight);
  const scale = Math.min(1, MAX_WIDTH / width);
  // The page is drawn from its top down to the viewport's bottom and the viewport is cut out of
  // it: shifting the page instead would move its fixed parts (the bug bar) along with it.
  const top = (window.scrollY + height) * scale <= MAX_CANVAS_HEIGHT ? window.scrollY : 0;
  const page = await domToCanvas(root, {
    width,
    height: top + height,
    scale,
    backgroundColor: '#ffffff',
    filter: (node) => !isDialogLayer(node),
    timeout: 10_000,
  });
  const view = document.createElement('canvas');
  view.width = Math.round(width * scale);
  view.height = Math.round(height * scale);
  const context = view.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the screenshot');
  context.drawImage(
    page,
    0,
    Math.round(top * scale),
    view.width,
    view.height,
    0,
    0,
    view.width,
    view.height,
  );
  for (const quality of [0.8, 0.6, 0.4]) {
    const dataUrl = view.toDataURL('image/jpeg', quality);
    if (dataUrl.length <= MAX_DATA_URL) return dataUrl;
  }
  throw new Error('The screenshot stays too large');
}
