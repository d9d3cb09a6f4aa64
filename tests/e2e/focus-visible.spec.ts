// Visible focus (WCAG 2.4.7, 1.4.11): Tab through a public page (an evaluation with its video
// panel) and a CMS page (the rich-text editors), at most 40 presses each, and every element that
// gets the focus shows an indicator: an outline that is drawn (not none, not zero wide, not
// transparent) with 3:1 contrast against the background around it, or a box-shadow ring.
import { expect, type Page, test } from '@playwright/test';
import { signInAs, useSession } from './support/session.ts';

const MAX_TABS = 40;

interface Focused {
  element: string;
  indicator: boolean;
}

/** What has the focus now, and whether it draws a visible focus indicator. */
const describeFocus = (page: Page) =>
  page.evaluate((): Focused | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // Any CSS colour (rgb, oklch, ...) as sRGB bytes, by painting it on a 1 x 1 canvas.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const rgba = (color: string) => {
      if (!canvas) throw new Error('no canvas');
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, alpha = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: alpha / 255 };
    };
    const transparent = (color: string) => rgba(color).a === 0;
    const luminance = (color: string) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const { r, g, b } = rgba(color);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    /** The colour the outline is drawn on: the nearest opaque background around the element. */
    const backgroundAround = (start: Element) => {
      for (let node = start.parentElement; node; node = node.parentElement) {
        const background = getComputedStyle(node).backgroundColor;
        if (rgba(background).a > 0.5) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    const contrast = (one: string, other: string) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [
        number,
        number,
      ];
      return (light + 0.05) / (dark + 0.05);
    };
    /** An outline with 3:1 against what it is drawn on (WCAG 1.4.11), or a coloured ring. */
    const drawsIndicator = (target: Element) => {
      const style = getComputedStyle(target);
      const outline =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor) &&
        contrast(style.outlineColor, backgroundAround(target)) >= 3;
      // A ring drawn as a box-shadow (Tailwind's ring utilities) with a visible colour.
      const ring =
        style.boxShadow !== 'none' &&
        style.boxShadow
          .split(/,(?![^(]*\))/)
          .some((shadow) => !/rgba\([^)]*,\s*0\)/.test(shadow) && !shadow.includes('transparent'));
      return outline || ring;
    };
    // The element itself, or a close wrapper that outlines itself on focus-within (the rich-text
    // editor's frame around its editable area).
    const wrappers = [element.parentElement, element.parentElement?.parentElement].filter(
      (wrapper): wrapper is HTMLElement => wrapper instanceof HTMLElement,
    );
    const indicator = drawsIndicator(element) || wrappers.some(drawsIndicator);
    const name =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().slice(0, 40) ??
      element.getAttribute('name') ??
      '';
    return {
      element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
      indicator,
    };
  });

/** Tabs through the page; answers the focused elements that showed no indicator. */
async function elementsWithoutIndicator(page: Page): Promise<string[]> {
  const missing: string[] = [];
  let reached = 0;
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await describeFocus(page);
    if (!focused) continue;
    reached += 1;
    if (!focused.indicator) missing.push(focused.element);
  }
  // The walk did reach controls (an empty walk would prove nothing).
  expect(reached).toBeGreaterThan(10);
  return missing;
}

test.use({ viewport: { width: 1366, height: 900 } });

test('every focused element of a public page shows a focus indicator', async ({ page }) => {
  const list = await page.request.get('/v1/evaluations?filter[status]=published&limit=100');
  const { data } = (await list.json()) as { data: { id: number; vimeo_id: string | null }[] };
  const withVideo = data.find((evaluation) => evaluation.vimeo_id);
  if (!withVideo) throw new Error('The demo data has no published evaluation with a video');
  await page.goto(`/evaluations/${withVideo.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await elementsWithoutIndicator(page)).toEqual([]);
});

test('every focused element of a CMS page shows a focus indicator', async ({ page, request }) => {
  await useSession(page, await signInAs(request, 'editor'));
  await page.goto('/cms/evaluations/1?tab=texts');
  // The editor's texts tab, not the login screen a missing session would lead to.
  await expect(page).toHaveURL(/\/cms\/evaluations\/1\?tab=texts$/);
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
  expect(await elementsWithoutIndicator(page)).toEqual([]);
});
