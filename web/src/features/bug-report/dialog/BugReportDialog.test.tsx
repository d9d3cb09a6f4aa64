// The bar and the three steps in the DOM, through the real store, epics and dialog host: the bar
// appears with a captured error, "Bug melden" opens step 1, Next needs both fields, step 2 shows
// what will be sent, Back returns, Create ends in step 3 with the gateway's answer. Axe checks
// each step's markup.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../../../components/dialog/DialogHost.tsx';
import { bugReportStore } from '../../../test-support/bug-report-epics.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { BugReportBarSlot } from '../bar/BugReportBarSlot.tsx';
import en from '../messages/en.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };

afterEach(cleanup);

async function expectAxeClean() {
  const result = await axe.run(document.body, {
    // jsdom does not lay out or paint: contrast is checked in the browser tests.
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

function setup(overrides: Parameters<typeof bugReportStore>[0] = {}) {
  const test = bugReportStore(overrides);
  renderApp(
    <>
      <DialogHost />
      <BugReportBarSlot />
    </>,
    { store: test.store },
  );
  act(() =>
    test.store.dispatch({
      type: 'bugReport/error-captured',
      entry: {
        message: 'TypeError: x is undefined',
        filename: 'https://zorg.test/a.js',
        line: 1,
        column: 2,
        error: null,
      },
    }),
  );
  return test;
}

const heading = (name: string) => screen.findByRole('heading', { name });

async function openAndFill() {
  fireEvent.click(await screen.findByRole('button', { name: nl['bugReport.bar.report'] }));
  await heading(nl['bugReport.create.heading']);
  fireEvent.change(screen.getByLabelText(nl['bugReport.field.title'], { exact: false }), {
    target: { value: 'Lijst laadt niet' },
  });
  fireEvent.change(screen.getByLabelText(nl['bugReport.field.description'], { exact: false }), {
    target: { value: 'Na zoeken bleef de lijst leeg.' },
  });
  fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.next'] }));
  await heading(nl['bugReport.overview.heading']);
  await screen.findByRole('img', { name: nl['bugReport.overview.screenshotAlt'] });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: nl['bugReport.action.create'] })).toHaveProperty(
      'disabled',
      false,
    ),
  );
}

describe('the bug-tracker bar', () => {
  it('appears with the error count, is dismissed, and returns with the next error', async () => {
    const test = setup();
    const bar = await screen.findByRole('region', { name: nl['bugReport.bar.label'] });
    expect(within(bar).getByRole('status').textContent).toBe(
      'Er is iets misgegaan op deze pagina (1 fout).',
    );
    await expectAxeClean();
    fireEvent.click(within(bar).getByRole('button', { name: nl['bugReport.bar.dismiss'] }));
    expect(screen.queryByRole('region', { name: nl['bugReport.bar.label'] })).toBeNull();
    act(() =>
      test.store.dispatch({
        type: 'bugReport/error-captured',
        entry: { message: 'again', filename: null, line: null, column: null, error: null },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('2 fouten');
  });
});

describe('the bugReport dialog', () => {
  it('step 1 asks for both fields, names the errors and moves focus to its heading', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: nl['bugReport.bar.report'] }));
    const title = await heading(nl['bugReport.create.heading']);
    await waitFor(() => expect(document.activeElement).toBe(title));
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain(nl['bugReport.steps.create']);
    expect(within(current.parentElement as HTMLElement).queryAllByRole('link')).toEqual([]);
    await expectAxeClean();

    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.next'] }));
    const field = screen.getByLabelText(nl['bugReport.field.title'], { exact: false });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = field.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    const messageIds = described.split(' ');
    expect(messageIds.some((id) => document.getElementById(id)?.textContent === 'Verplicht')).toBe(
      true,
    );
    expect(screen.getByRole('heading', { name: nl['bugReport.create.heading'] })).toBeTruthy();
  });

  it('step 2 shows what will be sent; Back keeps the texts; Create ends with the receipt', async () => {
    const test = setup();
    await openAndFill();
    const overview = screen.getByRole('heading', { name: nl['bugReport.overview.heading'] });
    await waitFor(() => expect(document.activeElement).toBe(overview));
    expect(screen.getByText('https://zorg.test/evaluations?q=hart')).toBeTruthy();
    expect(screen.getByText('Lijst laadt niet')).toBeTruthy();
    expect(screen.getByText('TypeError: x is undefined')).toBeTruthy();
    expect(document.body.textContent).not.toContain('access-1');
    await expectAxeClean();

    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.back'] }));
    await heading(nl['bugReport.create.heading']);
    expect(
      (screen.getByLabelText(nl['bugReport.field.title'], { exact: false }) as HTMLInputElement)
        .value,
    ).toBe('Lijst laadt niet');
    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.next'] }));
    await heading(nl['bugReport.overview.heading']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: nl['bugReport.action.create'] })).toHaveProperty(
        'disabled',
        false,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.create'] }));
    await heading(nl['bugReport.finished.heading']);
    expect((await screen.findByText(nl['bugReport.finished.created'])).getAttribute('role')).toBe(
      'status',
    );
    await expectAxeClean();
    expect(test.sent[0]).toMatchObject({ title: 'Lijst laadt niet' });

    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('step 3 warns with bugReport.alert.noIdSet when no board is configured', async () => {
    const test = setup();
    test.answer({ ok: true, id: '3', deliveryState: 'NOT_CONFIGURED' });
    await openAndFill();
    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.create'] }));
    expect(await screen.findByText(nl['bugReport.alert.noIdSet'])).toBeTruthy();
  });

  it('step 3 says a report that could not be sent is received and will follow', async () => {
    const test = setup();
    test.answer({ ok: false, retryable: true, reason: 'no response' });
    await openAndFill();
    fireEvent.click(screen.getByRole('button', { name: nl['bugReport.action.create'] }));
    expect(await screen.findByText(nl['bugReport.finished.queued'])).toBeTruthy();
  });

  it('speaks English when the user chose it', async () => {
    const test = setup();
    act(() => test.store.dispatch({ type: 'locale/requested', locale: 'en' }));
    fireEvent.click(await screen.findByRole('button', { name: en['bugReport.bar.report'] }));
    await screen.findByRole('heading', { name: en['bugReport.create.heading'] });
    expect(screen.getByLabelText(en['bugReport.field.title'], { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: en['bugReport.action.next'] })).toBeTruthy();
  });
});
