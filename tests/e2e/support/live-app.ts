// The app's page, never the prerendered picture it replaces. A public page with data arrives
// rendered whole in its HTML (docs/web.md, "Pages rendered whole per request"), inert and hidden
// from assistive technology until the app takes over: role locators skip it, but a test id or CSS
// locator can find an element there that the take-over then removes ("not attached to the DOM"
// in an action). Locators under `liveApp(page)` wait for the app's own elements.
import type { Locator, Page } from '@playwright/test';

export const liveApp = (page: Page): Locator => page.locator('#root > :not([data-prerendered])');
