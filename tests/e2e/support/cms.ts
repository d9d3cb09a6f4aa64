// What the browser specs share beside signing in: /v1 reads (as a visitor or with a demo account's
// session), an axe scan with the WCAG 2.1 A/AA tags, and draft evaluations of a spec's own.
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { bearer, inRequestContext, type Session, signInAs } from './session.ts';

/** GET /v1/<url> with the session's token (as a visitor without one); the answer must be a success. */
export async function v1<T>(
  request: APIRequestContext,
  url: string,
  session?: Session,
): Promise<T> {
  const response = await request.get(`/v1/${url}`, { headers: session ? bearer(session) : {} });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Scans the part of the page `selector` names (the main landmark by default) with axe. */
export async function expectNoAxeViolations(page: Page, selector = 'main'): Promise<void> {
  await expectNoViolations(new AxeBuilder({ page }).include(selector));
}

/** Scans the whole page with axe: the document's own rules (title, language) too. */
export async function expectNoAxeViolationsOnPage(page: Page): Promise<void> {
  await expectNoViolations(new AxeBuilder({ page }));
}

async function expectNoViolations(axe: AxeBuilder): Promise<void> {
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/**
 * The evaluations a researcher is a person of (`mine`, by /v1's own filter) and the first they are
 * not (`foreign`), as that researcher reads them.
 */
export async function evaluationsOfResearcher(request: APIRequestContext, researcher: Session) {
  type Evaluation = { id: number; title: string };
  const read = async (query: string) =>
    (await v1<{ data: Evaluation[] }>(request, `evaluations?${query}`, researcher)).data;
  const mine = await read('filter[mine]=true&limit=100');
  const all = await read('limit=100');
  return { mine, foreign: all.find((row) => !mine.some((own) => own.id === row.id)) };
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

/** From a beforeAll hook: signs the demo editor in and creates `count` drafts of the spec's own. */
export function editorWithDrafts(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  label: string,
  count: number,
): Promise<{ editor: Session; drafts: DraftEvaluation[] }> {
  return inRequestContext(playwright, testInfo, async (api) => {
    const editor = await signInAs(api, 'editor');
    return { editor, drafts: await createDraftEvaluations(api, editor, label, count) };
  });
}

/** From a beforeAll hook: signs the demo editor in and picks a published evaluation (the first). */
export function editorWithPublishedEvaluation(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
): Promise<{ editor: Session; target: { id: number; title: string } }> {
  return inRequestContext(playwright, testInfo, async (api) => {
    const editor = await signInAs(api, 'editor');
    const { data } = await v1<{ data: { id: number; title: string }[] }>(
      api,
      'evaluations?filter[status]=published&limit=1',
      editor,
    );
    const target = data[0];
    expect(target).toBeDefined();
    return { editor, target: target ?? { id: 0, title: '' } };
  });
}
