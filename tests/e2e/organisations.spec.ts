// Browser tests of the public association, program and trial bureau screens on the demo data: the
// lists' URL state (search, specialization, paging), each detail page's content, the calendar on
// the month of a known event, programs' downloads, the menu's trial bureau link and unknown ids.
// Expected values come from /v1 itself.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json', 'features/organisations/messages/nl.json'));

interface Named {
  id: number;
  title: string;
}
interface V1Event extends Named {
  date: string | null;
  starts_at: string | null;
  type: string;
  recurring: string;
}
interface Detail extends Named {
  events: V1Event[];
  posts: Named[];
  documents: Named[];
}

const cards = (page: Page) =>
  page.getByRole('region', { name: text('organisations.list.results') }).getByRole('article');

/** The browser's own month of an event ("YYYY-MM"), as the calendar places it. */
async function monthOf(page: Page, event: V1Event): Promise<string> {
  if (event.date) return event.date.slice(0, 7);
  return page.evaluate((iso) => {
    const at = new Date(iso);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
  }, event.starts_at ?? '');
}

test.describe('the association and program lists', () => {
  test('search and specialization go into the URL and narrow the associations', async ({
    page,
    request,
  }) => {
    const all = await v1<{ total: number; data: Named[] }>(request, 'associations?limit=100');
    const first = all.data.find((association) => association.title.includes('Heelkunde'));
    expect(first).toBeDefined();
    await page.goto('/associations');
    await expect(page.getByText(`${all.total} gevonden`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('searchbox', { name: text('organisations.list.search.label') })
      .fill('Heelkunde');
    await expect(page).toHaveURL(/q=Heelkunde/);
    const searched = await v1<{ total: number }>(request, 'associations?filter[search]=Heelkunde');
    await expect(page.getByText(`${searched.total} gevonden`)).toBeVisible();
    await expect(cards(page).first()).toContainText(first?.title ?? '');

    await page.getByRole('searchbox').fill('');
    const specializations = await v1<{ data: Named[] }>(
      request,
      'specializations?limit=100&sort=title',
    );
    const cardiology = specializations.data.find((s) => s.title === 'Cardiologie');
    const select = page.getByRole('combobox', { name: text('organisations.list.specialization') });
    await select.selectOption({ label: cardiology?.title ?? '' });
    await expect(page).toHaveURL(new RegExp(`specialization=${cardiology?.id}`));
    const narrowed = await v1<{ total: number; data: Named[] }>(
      request,
      `associations?filter[specialization_id]=${cardiology?.id}&sort=title`,
    );
    await expect(page.getByText(`${narrowed.total} gevonden`)).toBeVisible();
    await expect(cards(page)).toHaveCount(narrowed.data.length);
    await expect(cards(page).first()).toContainText(narrowed.data[0]?.title ?? '');
  });

  test('pages through the associations with a per-page choice kept in the URL', async ({
    page,
    request,
  }) => {
    await page.goto('/associations');
    await page.getByRole('combobox', { name: 'Per pagina' }).selectOption('10');
    await expect(page).toHaveURL(/limit=10/);
    await expect(cards(page)).toHaveCount(10);
    await page
      .getByRole('navigation', { name: text('list.pagination') })
      .getByRole('link', { name: '2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    // What the second page holds, read when it is shown: CMS specs running beside this one may
    // have added associations since the page loaded its first page.
    const all = await v1<{ total: number; data: Named[] }>(
      request,
      'associations?limit=100&sort=title,id',
    );
    await expect(cards(page)).toHaveCount(Math.min(10, all.total - 10));
    await expect(cards(page).first()).toContainText(all.data[10]?.title ?? '');
  });

  test('lists the programs', async ({ page, request }) => {
    const all = await v1<{ total: number; data: Named[] }>(
      request,
      'programs?limit=100&sort=title',
    );
    const calendarChunks: string[] = [];
    page.on('request', (loaded) => {
      if (/MonthGrid/.test(loaded.url())) calendarChunks.push(loaded.url());
    });
    await page.goto('/programs');
    await expect(page.getByText(`${all.total} gevonden`)).toBeVisible();
    await expect(cards(page).first()).toContainText(all.data[0]?.title ?? '');
    // The calendar (FullCalendar and its CSS) is loaded by the detail pages only.
    expect(calendarChunks).toEqual([]);
  });
});

test.describe('the detail pages', () => {
  test('an association shows its content and a known event in the month the URL names', async ({
    page,
    request,
  }) => {
    const association = (
      await v1<{ data: Detail }>(
        request,
        'associations/1?with[]=events&with[]=posts&with[]=documents',
      )
    ).data;
    const event = association.events.find((e) => e.recurring === 'none' && e.starts_at);
    expect(event).toBeDefined();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/associations/1');
    const month = await monthOf(page, event as V1Event);
    await page.goto(`/associations/1?maand=${month}`);

    await expect(page.getByRole('heading', { level: 1, name: association.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('breadcrumbs.label') })).toContainText(
      'Verenigingen',
    );
    await expect(
      page.getByRole('heading', { name: association.posts[0]?.title ?? '' }),
    ).toBeVisible();
    const documentLink = page.getByRole('link', { name: association.documents[0]?.title ?? '' });
    await expect(documentLink).toHaveAttribute('href', /^\/v1\/files\/\d+$/);
    // The grid draws it; the list (read by screen readers) names it too.
    await expect(page.getByTestId('calendar-grid')).toContainText(event?.title ?? '');
    await expect(page.getByRole('listitem').filter({ hasText: event?.title ?? '' })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a program lists its downloads apart and shows its calendar as a list on a phone', async ({
    page,
    request,
  }) => {
    const program = (await v1<{ data: Detail }>(request, 'programs/1?with[]=events')).data;
    const download = program.events.find((e) => e.type === 'download');
    const event = program.events.find((e) => e.type !== 'download' && e.recurring === 'none');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/programs/1');
    const month = await monthOf(page, event as V1Event);
    await page.goto(`/programs/1?maand=${month}`);
    await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
    const downloads = page.getByRole('region', { name: text('organisations.downloads.title') });
    await expect(downloads).toContainText(download?.title ?? '');
    const calendar = page.getByRole('region', { name: text('organisations.calendar.title') });
    await expect(calendar.getByText(event?.title ?? '')).toBeVisible();
    await expect(page.getByTestId('calendar-grid')).toBeHidden();
    await expect(calendar).not.toContainText(download?.title ?? '');
  });

  test('an empty month points to the next event and the link opens its month', async ({
    page,
    request,
  }) => {
    const association = (await v1<{ data: Detail }>(request, 'associations/1?with[]=events')).data;
    const startOf = (event: V1Event) => event.starts_at ?? `${event.date}T00:00:00Z`;
    const earliest = [...association.events].sort((a, b) =>
      startOf(a).localeCompare(startOf(b)),
    )[0];
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/associations/1?maand=2020-01');
    const calendar = page.getByRole('region', { name: text('organisations.calendar.title') });
    await expect(calendar).toContainText(text('organisations.calendar.emptyMonth'));
    const nextLink = text('organisations.calendar.nextEvent').replace(
      '{title}',
      earliest?.title ?? '',
    );
    await calendar.getByRole('link', { name: nextLink }).click();
    await expect(page).toHaveURL(new RegExp(`maand=${await monthOf(page, earliest as V1Event)}`));
    await expect(
      calendar.getByRole('listitem').filter({ hasText: earliest?.title ?? '' }),
    ).toBeVisible();
  });

  test("the menu's trial bureau link lands on the bureau's page", async ({ page, request }) => {
    const bureaus = await v1<{ data: { id: number; name: string }[] }>(
      request,
      'trial-bureau?sort=id',
    );
    const bureau = bureaus.data[0];
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Trialbureau' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/trialbureaus/${bureau?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: bureau?.name ?? '' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: text('organisations.documents.title') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown id shows the not-found screen', async ({ page }) => {
    await page.goto('/associations/99999');
    await expect(page.getByText(text('notFound.message'))).toBeVisible();
    await page.goto('/programs/abc');
    await expect(page.getByText(text('notFound.message'))).toBeVisible();
  });
});
