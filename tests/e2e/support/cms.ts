// What the CMS browser specs share: /v1 reads with a demo account's session, an axe scan with the
// WCAG 2.1 A/AA tags, and draft evaluations of a spec's own.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer, type Session } from './session.ts';

/** GET /v1/<url> with the session's token; the answer must be a success. */
export async function v1<T>(request: APIRequestContext, url: string, session: Session): Promise<T> {
  const response = await request.get(`/v1/${url}`, { headers: bearer(session) });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
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
