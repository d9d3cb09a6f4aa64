// What the CMS browser specs share: the Dutch catalogues for expected texts, a /v1 session for a
// demo account (signed in over the API, handed to the page through the app's token storage),
// /v1 reads with that session, and an axe scan with the WCAG 2.1 A/AA tags.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type Catalogue = Record<string, string>;

/** The catalogues (paths below web/src) merged, later ones winning. */
export function readCatalogues(...files: string[]): Catalogue {
  return Object.assign(
    {},
    ...files.map(
      (file): Catalogue =>
        JSON.parse(
          fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/src', file), 'utf8'),
        ),
    ),
  );
}

/** A text lookup that fails on an unknown key and fills simple `{name}` values (no plurals). */
export function textsOf(catalogue: Catalogue) {
  return (key: string, values: Record<string, string> = {}): string => {
    const value = catalogue[key];
    if (value === undefined) throw new Error(`No text for ${key}`);
    return value.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const PASSWORD = 'Zorg-Demo-2026';

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post('/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Session;
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/** GET /v1/<url> with the session's token; the answer must be a success. */
export async function v1<T>(request: APIRequestContext, url: string, session: Session): Promise<T> {
  const response = await request.get(`/v1/${url}`, { headers: bearer(session) });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Puts the session where the app's token storage reads it (web/src/store/token-storage.ts). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((tokens) => {
    localStorage.setItem('zorgevaluatie.access_token', tokens.access_token);
    localStorage.setItem('zorgevaluatie.refresh_token', tokens.refresh_token);
    localStorage.setItem('zorgevaluatie.expires_at', String(Date.now() + tokens.expires_in * 1000));
  }, session);
}

/** Scans the part of the page `selector` names (the main landmark by default) with axe. */
export async function expectNoAxeViolations(page: Page, selector = 'main'): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

export interface DraftEvaluation {
  id: number;
  title: string;
  slug: string | null;
}

/**
 * Creates draft evaluations of the spec's own (titles made unique by `label` and the time), so a
 * test never depends on what other specs changed in the demo data.
 */
export async function createDraftEvaluations(
  request: APIRequestContext,
  session: Session,
  label: string,
  count: number,
): Promise<DraftEvaluation[]> {
  const stamp = Date.now();
  const created: DraftEvaluation[] = [];
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/v1/evaluations', {
      headers: bearer(session),
      data: { title: `${label} ${stamp} ${index}`, status: 'draft' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { data } = (await response.json()) as { data: DraftEvaluation };
    created.push({ id: data.id, title: data.title, slug: data.slug });
  }
  return created;
}
