// Browser tests of the evaluation editor's People and Inclusion data tabs on the demo data: an
// editor adds a person through the user directory and fills the month x centre grid (with a
// refusal per cell), reloads and finds both, also through /v1; a researcher who is a person of an
// evaluation adds a colleague and the suggestions carry only name, title and organisation; both
// tabs pass axe.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { type Session, signInAs, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'features/evaluations/messages/nl.json',
    'features/evaluations/cms/relations/messages/nl.json',
  ),
);
const relText = (key: string, values?: Record<string, string>) =>
  text(`cmsEvaluations.relations.${key}`, values);

const titles: Record<string, string> = { 'dr.': 'dr.', 'drs.': 'drs.', 'prof. dr.': 'prof. dr.' };

interface Row {
  id: number;
  title: string;
}
interface DirectoryUser {
  id: number;
  name: string;
  title: string | null;
  organisation: string | null;
}

async function openTab(page: Page, id: number, tab: 'people' | 'data'): Promise<void> {
  await page.goto(`/cms/evaluations/${id}?tab=${tab}`);
  await expect(page.getByRole('tab', { name: relText(`tab.${tab}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: relText(`${tab}.title`) }),
  ).toBeVisible();
}

/** This month and the one before as first-of-month dates and as the grid names them. */
function lastTwoMonths(): { date: string; label: string }[] {
  const now = new Date();
  const label = new Intl.DateTimeFormat('nl', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return [0, 1].map((back) => {
    const at = new Date(Date.UTC(now.getFullYear(), now.getMonth() - back, 1));
    return { date: at.toISOString().slice(0, 10), label: label.format(at) };
  });
}

const titled = (user: DirectoryUser) =>
  [user.title ? titles[user.title] : null, user.name].filter(Boolean).join(' ');

/** Types a name into the directory search and waits for the suggestion of that user. */
async function suggest(page: Page, term: string, user: DirectoryUser) {
  const search = page.getByRole('combobox', { name: relText('people.searchLabel') });
  await search.fill(term);
  const option = page.getByRole('option', { name: new RegExp(titled(user)) });
  await expect(option).toBeVisible();
  return option;
}

test.describe('an editor', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('adds a person and inclusion data for two centres in two months', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const editor = await signInAs(request, 'editor');
    const target = (
      await v1<{ data: Row[] }>(request, 'evaluations?filter[status]=new&sort=id&limit=1', editor)
    ).data[0] as Row;
    expect(target).toBeDefined();
    const people = await v1<{ data: { user_id: number }[] }>(
      request,
      `evaluations/${target.id}/relationships/people`,
      editor,
    );
    const candidates = await v1<{ data: DirectoryUser[] }>(
      request,
      'users/directory?filter[search]=dekker',
      editor,
    );
    const colleague = candidates.data.find(
      (user) => !people.data.some((person) => person.user_id === user.id),
    ) as DirectoryUser;
    expect(colleague).toBeDefined();
    await useSession(page, editor);

    // People: search, choose, give a function, add.
    await openTab(page, target.id, 'people');
    await (await suggest(page, 'Dekker', colleague)).click();
    await page
      .getByRole('combobox', { name: relText('people.function'), exact: true })
      .selectOption({ label: text('evaluations.contactFunction.project_leader') });
    await page.getByRole('button', { name: relText('people.add'), exact: true }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: relText('people.added', { name: titled(colleague) }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', {
        name: relText('people.functionOf', { name: titled(colleague) }),
      }),
    ).toHaveValue('PROJECT_LEADER');

    // Inclusion data: two centres without data in this evaluation, this month and the one before.
    const data = await v1<{ data: { center_id: number }[] }>(
      request,
      `evaluations/${target.id}/relationships/data`,
      editor,
    );
    const centers = (
      await v1<{ data: Row[] }>(
        request,
        'centers?filter[search]=ziekenhuis&sort=title&limit=50',
        editor,
      )
    ).data
      .filter((center) => !data.data.some((row) => row.center_id === center.id))
      .slice(0, 2);
    expect(centers).toHaveLength(2);
    await page.getByRole('tab', { name: relText('tab.data') }).click();
    const picker = page.getByRole('combobox', { name: relText('data.centerSearchLabel') });
    for (const center of centers) {
      await picker.fill(center.title);
      await page.getByRole('option', { name: center.title, exact: true }).click();
      await expect(
        page.getByRole('columnheader', { name: center.title, exact: true }),
      ).toBeVisible();
    }
    const [thisMonth, lastMonth] = lastTwoMonths() as [
      { date: string; label: string },
      { date: string; label: string },
    ];
    const cell = (center: Row, month: { label: string }) =>
      page.getByRole('textbox', {
        name: relText('data.cellLabel', { center: center.title, month: month.label }),
      });
    const [first, second] = centers as [Row, Row];
    if ((await cell(first, lastMonth).count()) === 0)
      await page.getByRole('button', { name: relText('data.addEarlierMonth') }).click();

    await cell(first, thisMonth).fill('12');
    // Arrow down moves to the same centre a month earlier.
    await cell(first, thisMonth).press('ArrowDown');
    await expect(cell(first, lastMonth)).toBeFocused();
    await page.keyboard.type('7');
    await cell(second, thisMonth).fill('5a');
    await cell(second, lastMonth).fill('200000');
    await page.getByRole('button', { name: relText('data.save'), exact: true }).click();
    await expect(page.getByText(relText('data.notSaved'))).toBeVisible();
    await expect(cell(second, thisMonth)).toHaveAccessibleDescription(relText('data.digitsOnly'));
    await expect(cell(second, lastMonth)).toHaveAccessibleDescription(/^Maximaal \d+$/);
    await expect(cell(second, lastMonth)).toHaveValue('200000');

    await cell(second, thisMonth).fill('5');
    await cell(second, lastMonth).fill('3');
    await page.getByRole('button', { name: relText('data.save'), exact: true }).click();
    await expect(page.getByText('2 wijzigingen opgeslagen.')).toBeVisible();

    await page.reload();
    await expect(cell(first, thisMonth)).toHaveValue('12');
    await expect(cell(first, lastMonth)).toHaveValue('7');
    await expect(cell(second, thisMonth)).toHaveValue('5');
    await expect(cell(second, lastMonth)).toHaveValue('3');
    const totals = page.locator('tfoot tr');
    await expect(totals).toContainText('19');
    await expect(totals).toContainText('8');

    const storedData = await v1<{
      data: { center_id: number; date: string; sample_size: number }[];
    }>(request, `evaluations/${target.id}/relationships/data`, editor);
    const stored = storedData.data
      .filter((row) => centers.some((center) => center.id === row.center_id))
      .map((row) => ({
        center: row.center_id,
        date: row.date.slice(0, 10),
        size: row.sample_size,
      }));
    expect(stored).toEqual(
      expect.arrayContaining([
        { center: first.id, date: thisMonth.date, size: 12 },
        { center: first.id, date: lastMonth.date, size: 7 },
        { center: second.id, date: thisMonth.date, size: 5 },
        { center: second.id, date: lastMonth.date, size: 3 },
      ]),
    );
    expect(stored).toHaveLength(4);
    const storedPeople = await v1<{ data: { user_id: number; contact_function: string }[] }>(
      request,
      `evaluations/${target.id}/relationships/people`,
      editor,
    );
    expect(storedPeople.data).toContainEqual(
      expect.objectContaining({ user_id: colleague.id, contact_function: 'project_leader' }),
    );
  });
});

test.describe('a researcher who is a person of the evaluation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('adds a colleague by name and sees only name, title and organisation', async ({
    page,
    request,
  }) => {
    const researcher = await signInAs(request, 'researcher');
    const mine = (
      await v1<{ data: Row[] }>(
        request,
        'evaluations?filter[mine]=true&sort=-id&limit=1',
        researcher,
      )
    ).data[0] as Row;
    expect(mine).toBeDefined();
    const people = await v1<{ data: { user_id: number }[] }>(
      request,
      `evaluations/${mine.id}/relationships/people`,
      researcher,
    );
    const colleague = (
      await v1<{ data: DirectoryUser[] }>(
        request,
        'users/directory?filter[search]=hendriks',
        researcher,
      )
    ).data.find(
      (user) => !people.data.some((person) => person.user_id === user.id),
    ) as DirectoryUser;
    expect(colleague).toBeDefined();
    await useSession(page, researcher);
    await openTab(page, mine.id, 'people');

    const directoryAnswer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('userDirectory'),
    );
    const option = await suggest(page, 'Hendriks', colleague);
    const answer = (await (await directoryAnswer).json()) as {
      data: { userDirectory: Record<string, unknown>[] };
    };
    for (const user of answer.data.userDirectory)
      expect(Object.keys(user).sort()).toEqual([
        '__typename',
        'id',
        'name',
        'organisation',
        'title',
      ]);
    await expect(option).toHaveText(
      `${titled(colleague)}${colleague.organisation ?? relText('people.noOrganisation')}`,
    );
    await expect(page.getByRole('listbox')).not.toContainText('@');

    await option.click();
    await page.getByRole('button', { name: relText('people.add'), exact: true }).click();
    await expect(
      page.getByRole('combobox', {
        name: relText('people.functionOf', { name: titled(colleague) }),
      }),
    ).toHaveValue('OTHER');
    const stored = await v1<{ data: { user_id: number; contact_function: string }[] }>(
      request,
      `evaluations/${mine.id}/relationships/people`,
      researcher,
    );
    expect(stored.data).toContainEqual(
      expect.objectContaining({ user_id: colleague.id, contact_function: 'other' }),
    );
  });
});

test.describe('the People and Inclusion data tabs pass axe', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;
  let target: Row;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    editor = await signInAs(api, 'editor');
    // An evaluation with inclusion data, so the grid is there (and people, from the demo).
    const row = (
      await v1<{ data: { evaluation_id: number }[] }>(api, 'data?sort=-id&limit=1', editor)
    ).data[0];
    expect(row).toBeDefined();
    target = { id: row?.evaluation_id ?? 0, title: '' };
    await api.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await useSession(page, editor);
  });

  test('People', async ({ page }) => {
    await openTab(page, target.id, 'people');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Inclusion data', async ({ page }) => {
    await openTab(page, target.id, 'data');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
