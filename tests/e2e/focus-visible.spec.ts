// Visible focus (WCAG 2.4.7): Tab through a public page and a CMS page (at most 40 presses each)
// and every element that gets the focus shows an indicator: an outline or a box-shadow ring that
// is drawn (not none, not zero wide, not transparent).
import { expect, type Page, test } from '@playwright/test';
import { signIn, useSession } from './support/cms.ts';

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
    const transparent = (color: string) =>
      color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color.replace(/\s+/g, ' '));
    const drawsIndicator = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)) ||
      // A ring drawn as a box-shadow (Tailwind's ring utilities) with a visible colour.
      (style.boxShadow !== 'none' &&
        style.boxShadow
          .split(/,(?![^(]*\))/)
          .some((shadow) => !/rgba\([^)]*,\s*0\)/.test(shadow) && !shadow.includes('transparent')));
    // The element itself, or a close wrapper that outlines itself on focus-within (the rich-text
    // editor's frame around its editable area).
    const wrappers = [element.parentElement, element.parentElement?.parentElement].filter(
      (wrapper): wrapper is HTMLElement => wrapper instanceof HTMLElement,
    );
    const indicator =
      drawsIndicator(getComputedStyle(element)) ||
      wrappers.some((wrapper) => drawsIndicator(getComputedStyle(wrapper)));
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
  await page.goto('/evaluations/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await elementsWithoutIndicator(page)).toEqual([]);
});

test('every focused element of a CMS page shows a focus indicator', async ({ page, request }) => {
  await useSession(page, await signIn(request, 'editor@example.org'));
  await page.goto('/cms/evaluations/1?tab=texts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await elementsWithoutIndicator(page)).toEqual([]);
});
