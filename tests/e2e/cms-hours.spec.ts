// Browser tests of hour registration (/cms/hours) against the real gateway: a researcher adds
// hours by dragging across the time grid, moves them by dragging (confirmed in the hours-move
// dialog), edits and deletes them; the week total follows, and /v1 holds what the screen says.
// Each test uses a week of its own, far from the demo data, and removes its hours again. Axe on
// the screen (the dialogs: dialogs-a11y.spec.ts).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { bearer, type Session, signInFromHook, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'features/hours/messages/nl.json',
  ),
);

interface V1Hour {
  id: number;
  starts_at: string;
  ends_at: string;
  description: string | null;
}

/** The researcher's hours of a week (Monday to Sunday, Dutch days) through /v1. */
async function weekHours(request: APIRequestContext, session: Session, monday: string) {
  const sunday = new Date(`${monday}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  const to = sunday.toISOString().slice(0, 10);
  const answer = await v1<{ data: V1Hour[] }>(
    request,
    `hours?filter[from]=${monday}&filter[to]=${to}&limit=100`,
    session,
  );
  return answer.data;
}

async function removeHours(request: APIRequestContext, session: Session, monday: string) {
  for (const hour of await weekHours(request, session, monday)) {
    await request.delete(`/v1/hours/${hour.id}`, { headers: bearer(session) });
  }
}

/** Amsterdam wall-clock time of an ISO moment ('HH:mm'), as the screen shows it. */
const amsterdamTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
const amsterdamDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(iso));

const total = (page: Page) => page.getByTestId('week-total');
const dialogByTitle = (page: Page, title: string) =>
  page.getByRole('heading', { name: title }).locator('xpath=ancestor::*[@role][1]');

/** The timed column of a day; the grid starts at 06:00 and has 32 half-hour slots. */
async function dayColumn(page: Page, day: string) {
  const column = page.locator(`[role="cell"][data-date="${day}"]`).first();
  const box = await column.boundingBox();
  if (!box) throw new Error(`no column for ${day}`);
  const slot = box.height / 32;
  return {
    x: box.x + box.width / 2,
    width: box.width,
    /** The y of a time ('HH:mm' from 06:00), a little inside its slot. */
    y: (time: string) => {
      const [hours, minutes] = time.split(':').map(Number) as [number, number];
      return box.y + ((hours - 6) * 2 + minutes / 30) * slot + 2;
    },
    slot,
  };
}

/** The hours drawn in a day's column of the grid. */
const gridHours = (page: Page, day: string) =>
  page.locator(`[role="cell"][data-date="${day}"] [role="button"]`);

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 5, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test.use({ timezoneId: 'Europe/Amsterdam', viewport: { width: 1366, height: 1000 } });

test.describe('a researcher registering hours', () => {
  let researcher: Session;

  test.beforeAll(async ({ playwright }, testInfo) => {
    researcher = await signInFromHook(playwright, testInfo, 'researcher');
  });
  test.beforeEach(async ({ page }) => useSession(page, researcher));

  test('adds, moves, edits and deletes hours; /v1 and the week total follow', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const monday = '2031-06-02';
    await removeHours(request, researcher, monday);
    await page.goto(`/cms/hours?week=${monday}`);
    await expect(total(page)).toHaveText(text('hours.week.total', { total: '0:00' }));

    // Add: drag across Wednesday 09:00-11:00 (the grid snaps to quarters: the last one 10:45).
    const wednesday = await dayColumn(page, '2031-06-04');
    await drag(
      page,
      { x: wednesday.x, y: wednesday.y('09:00') },
      { x: wednesday.x, y: wednesday.y('10:45') },
    );
    const addDialog = dialogByTitle(page, text('hours.dialog.newTitle'));
    await expect(addDialog.getByLabel(text('hours.form.start'))).toHaveValue('09:00');
    await expect(addDialog.getByLabel(text('hours.form.end'))).toHaveValue('11:00');
    await addDialog.getByLabel(text('hours.form.description')).fill('Dossieronderzoek e2e');
    await addDialog.getByRole('button', { name: text('hours.form.save') }).click();
    await expect(addDialog).toBeHidden();
    await expect(total(page)).toHaveText(text('hours.week.total', { total: '2:00' }));

    const [created] = await weekHours(request, researcher, monday);
    expect(created?.description).toBe('Dossieronderzoek e2e');
    expect(amsterdamTime(created?.starts_at ?? '')).toBe('09:00');
    expect(amsterdamTime(created?.ends_at ?? '')).toBe('11:00');

    // Move: drag the hour (grabbed in its first quarter) to Thursday, an hour later; confirm.
    // (from the top of the page, away from the edges where a drag scrolls the window)
    await expect(gridHours(page, '2031-06-04')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const from = await dayColumn(page, '2031-06-04');
    const thursday = await dayColumn(page, '2031-06-05');
    const quarterIn = from.slot / 4;
    await drag(
      page,
      { x: from.x, y: from.y('09:00') + quarterIn },
      { x: thursday.x, y: thursday.y('10:00') + quarterIn },
    );
    const moveDialog = dialogByTitle(page, text('hours.move.title'));
    await expect(moveDialog).toContainText(text('hours.move.from'));
    // The dialog names the new period as the grid snapped it (to the quarter).
    const to = await moveDialog.locator('dd').nth(1).innerText();
    const [, newStart, newEnd] = /(\d\d:\d\d) – (\d\d:\d\d)/.exec(to) ?? [];
    expect(newStart && newStart >= '10:00' && newStart <= '10:15').toBe(true);
    await moveDialog.getByRole('button', { name: text('hours.move.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('hours.moved') })).toBeVisible();
    const [moved] = await weekHours(request, researcher, monday);
    expect(amsterdamDay(moved?.starts_at ?? '')).toBe('2031-06-05');
    expect(amsterdamTime(moved?.starts_at ?? '')).toBe(newStart);
    expect(amsterdamTime(moved?.ends_at ?? '')).toBe(newEnd);

    // Edit through the week list (the keyboard's way): a longer end.
    await page.getByRole('button', { name: new RegExp(text('hours.list.edit'), 'i') }).click();
    const editDialog = dialogByTitle(page, text('hours.dialog.editTitle'));
    await editDialog.getByLabel(text('hours.form.start')).fill('10:00');
    await editDialog.getByLabel(text('hours.form.end')).fill('12:30');
    await editDialog.getByRole('button', { name: text('hours.form.save') }).click();
    await expect(editDialog).toBeHidden();
    await expect(total(page)).toHaveText(text('hours.week.total', { total: '2:30' }));
    const [edited] = await weekHours(request, researcher, monday);
    expect(amsterdamTime(edited?.starts_at ?? '')).toBe('10:00');
    expect(amsterdamTime(edited?.ends_at ?? '')).toBe('12:30');

    // Delete: from the dialog, after the confirmation.
    await page.getByRole('button', { name: new RegExp(text('hours.list.edit'), 'i') }).click();
    await dialogByTitle(page, text('hours.dialog.editTitle'))
      .getByRole('button', { name: text('hours.form.delete') })
      .click();
    await page.getByRole('button', { name: text('listView.dialog.mitigate.confirm') }).click();
    await expect(page.getByText(text('hours.list.empty'))).toBeVisible();
    await expect(total(page)).toHaveText(text('hours.week.total', { total: '0:00' }));
    expect(await weekHours(request, researcher, monday)).toEqual([]);
  });

  test('a cancelled move leaves the hour where it was', async ({ page, request }) => {
    const monday = '2031-06-09';
    await removeHours(request, researcher, monday);
    const response = await request.post('/v1/hours', {
      headers: bearer(researcher),
      data: {
        starts_at: '2031-06-10T07:00:00Z',
        ends_at: '2031-06-10T08:00:00Z',
        hour_type: 'meeting',
      },
    });
    expect(response.status()).toBe(201);
    await page.goto(`/cms/hours?week=${monday}`);
    await expect(total(page)).toHaveText(text('hours.week.total', { total: '1:00' }));
    await expect(gridHours(page, '2031-06-10')).toHaveCount(1);
    const tuesday = await dayColumn(page, '2031-06-10');
    const grab = { x: tuesday.x, y: tuesday.y('09:00') + 8 };
    await drag(page, grab, { x: grab.x, y: grab.y + tuesday.slot * 4 });
    const moveDialog = dialogByTitle(page, text('hours.move.title'));
    await moveDialog.getByRole('button', { name: text('dialog.cancel') }).click();
    await expect(moveDialog).toBeHidden();
    const [kept] = await weekHours(request, researcher, monday);
    expect(kept?.starts_at).toBe('2031-06-10T07:00:00.000Z');
    await removeHours(request, researcher, monday);
  });

  test('the hours screen passes axe, with an hour on the grid', async ({ page, request }) => {
    const monday = '2031-06-16';
    await removeHours(request, researcher, monday);
    const created = await request.post('/v1/hours', {
      headers: bearer(researcher),
      data: { starts_at: '2031-06-17T07:00:00Z', ends_at: '2031-06-17T08:00:00Z' },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/cms/hours?week=${monday}`);
    await expect(total(page)).toHaveText(text('hours.week.total', { total: '1:00' }));
    await expect(gridHours(page, '2031-06-17')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await removeHours(request, researcher, monday);
  });
});
