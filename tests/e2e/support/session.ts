// Signing in for the browser specs, with the demo accounts of tests/helpers/demo-accounts.ts (the
// password and e-mails the API tests use too). A spec that is not about logging in signs in over
// /v1 (signInAs) and hands the session to the page through the app's token storage (useSession);
// a spec about the login itself goes through the real login screen (logInAs; logIn and
// submitLogin for other accounts and a login page with a redirect).
import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { DEMO_PASSWORD, type DemoRole, demoEmails } from '../../support/demo-accounts.ts';
import { readCatalogues, textsOf } from './texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json'));

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Signs an account in over /v1 (`POST /v1/auth/login`); the login must succeed. */
export async function signIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await request.post('/v1/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

/** Signs a demo account in over /v1. */
export const signInAs = (request: APIRequestContext, role: DemoRole) =>
  signIn(request, demoEmails[role]);

/**
 * Runs `work` from a beforeAll or afterAll hook, where there is no `request` fixture: in a request
 * context of its own, closed again once `work` is done.
 */
export async function inRequestContext<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  work: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** Signs a demo account in from a beforeAll hook (see inRequestContext). */
export const signInFromHook = (
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  role: DemoRole,
): Promise<Session> => inRequestContext(playwright, testInfo, (api) => signInAs(api, role));

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/** Puts the session where the app's token storage reads it (web/src/store/token-storage.ts). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((tokens) => {
    localStorage.setItem('zorgevaluatie.access_token', tokens.access_token);
    localStorage.setItem('zorgevaluatie.refresh_token', tokens.refresh_token);
    localStorage.setItem('zorgevaluatie.expires_at', String(Date.now() + tokens.expires_in * 1000));
  }, session);
}

/** Fills the login form the page shows (maybe with a redirect in its URL) and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(text('login.email')).fill(email);
  await page.getByLabel(text('login.password')).fill(password);
  await page.getByRole('button', { name: text('login.submit') }).click();
}

/** Opens the login screen and submits an account's e-mail and password (no wait for the answer). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/cms/login');
  await submitLogin(page, email, password);
}

/** Logs a demo account in through the login screen and waits until the CMS dashboard shows. */
export async function logInAs(page: Page, role: DemoRole) {
  await logIn(page, demoEmails[role]);
  await expect(page).toHaveURL('/cms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('page.dashboard.title'));
}
