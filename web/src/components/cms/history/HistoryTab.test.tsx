// The history tab against a fake GraphQL server: the timeline newest first with who (and their
// role then), which fields by the editor's labels, a readable diff per field (rich text as words,
// a list's items by name), a field restored after its confirmation (the editor read again, the
// timeline too, a polite status), and a history the server refuses shown calmly.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { DialogHost } from '../../dialog/DialogHost.tsx';
import HistoryTab from './HistoryTab.tsx';
import nl from './messages/nl.json' with { type: 'json' };

afterEach(cleanup);

const actor = (id: string, name: string, role: string) => ({
  __typename: 'HistoryActor',
  id,
  name,
  role,
});
const change = (field: string, before: unknown, after: unknown) => ({
  __typename: 'HistoryFieldChange',
  field,
  before,
  after,
  added: before === null,
  removed: after === null,
});
const entry = (
  id: string,
  at: string,
  changes: object[],
  by = actor('2', 'Bram Jansen', 'editor'),
) => ({
  __typename: 'HistoryEntry',
  id,
  at,
  action: 'UPDATE',
  restorable: false,
  recordType: 'evaluations',
  recordId: '5',
  recordTitle: 'Heupfractuur bij ouderen',
  actor: by,
  changes,
});

const entries = [
  entry(
    '12',
    '2026-11-22T11:58:00.000Z',
    [change('ends_at', '2027-06-30', '2027-12-31')],
    actor('1', 'Anne de Vries', 'admin'),
  ),
  entry('11', '2026-11-21T10:00:00.000Z', [
    change(
      'description',
      '<p>Twee ziekenhuizen doen mee.</p>',
      '<p>Vijf ziekenhuizen doen mee.</p>',
    ),
    change('specializations[14]', null, { id: 14, title: 'Maag-darm-leverziekten' }),
    change('criteria[3]', { id: 3, content: '<p>Leeftijd 70 jaar of ouder</p>' }, null),
  ]),
];

const fields = {
  description: { label: 'Omschrijving', rich: true },
  endsAt: { label: 'Einddatum' },
  specializationIds: { label: 'Specialismen' },
};

function renderTab(options: { forbidden?: boolean } = {}) {
  const restores: Record<string, unknown>[] = [];
  let reads = 0;
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'RestoreVersion') {
      restores.push(operation.variables);
      return of({
        data: {
          restoreVersion: {
            __typename: 'RestoredVersion',
            recordType: 'evaluations',
            recordId: '5',
            fields: ['description'],
          },
        },
      });
    }
    reads += 1;
    if (options.forbidden)
      return of({ errors: [{ message: 'Geen toegang', extensions: { code: 'FORBIDDEN' } }] });
    return of({
      data: {
        history: {
          __typename: 'HistoryEntryPage',
          data: entries,
          pageInfo: { __typename: 'PageInfo', currentPage: 1, lastPage: 1, total: 2 },
        },
      },
    });
  });
  const onRestored = vi.fn(() => Promise.resolve());
  renderApp(
    <>
      <HistoryTab
        record={{ recordType: 'evaluations', recordId: '5' }}
        fields={fields}
        labels={{ criteria: 'Criteria' }}
        canRestore
        onRestored={onRestored}
      />
      <DialogHost />
    </>,
    { client: new ApolloClient({ link, cache: new InMemoryCache() }) },
  );
  return { restores, onRestored, reads: () => reads };
}

describe('the history tab', () => {
  it('lists the entries newest first with who, their role and the fields by their labels', async () => {
    renderTab();
    const items = within(
      await screen.findByRole('list', { name: nl['cmsHistory.title'] }),
    ).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('door Anne de Vries (beheerder)');
    expect(items[0]?.textContent).toContain(nl['cmsHistory.entry.current']);
    expect(items[0]?.textContent).toContain('Velden: Einddatum');
    expect(items[1]?.textContent).toContain('door Bram Jansen (redacteur)');
    expect(items[1]?.textContent).toContain('Velden: Omschrijving, Specialismen, Criteria');
    // The current version has nothing to restore to.
    expect(
      within(items[0] as HTMLElement).queryByRole('button', {
        name: nl['cmsHistory.restore.version'],
      }),
    ).toBeNull();
  });

  it('opens an entry into a readable diff: words for rich text, items by their names', async () => {
    renderTab();
    const [, older] = within(
      await screen.findByRole('list', { name: nl['cmsHistory.title'] }),
    ).getAllByRole('listitem');
    fireEvent.click(
      within(older as HTMLElement).getByRole('button', { name: nl['cmsHistory.entry.show'] }),
    );
    const removed = [...document.querySelectorAll('del')].map((element) => element.textContent);
    const added = [...document.querySelectorAll('ins')].map((element) => element.textContent);
    expect(removed).toEqual(['verwijderd: Twee']);
    expect(added).toEqual(['toegevoegd: Vijf']);
    expect(screen.queryByText(/<p>/)).toBeNull();
    expect(screen.getByText('Maag-darm-leverziekten')).toBeTruthy();
    expect(screen.getByText('Leeftijd 70 jaar of ouder')).toBeTruthy();
    // A relationship's item is not a field of the form: no field restore for it.
    expect(
      screen.getAllByRole('button', { name: /^Dit veld terugzetten/ }).map((b) => b.textContent),
    ).toEqual(['Dit veld terugzetten: Omschrijving', 'Dit veld terugzetten: Specialismen']);
  });

  it('restores one field after its confirmation, reads the editor and the timeline again and says so', async () => {
    const { restores, onRestored, reads } = renderTab();
    const [, older] = within(
      await screen.findByRole('list', { name: nl['cmsHistory.title'] }),
    ).getAllByRole('listitem');
    fireEvent.click(
      within(older as HTMLElement).getByRole('button', { name: nl['cmsHistory.entry.show'] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dit veld terugzetten: Omschrijving' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: nl['cmsHistory.restore.fieldTitle'],
    });
    expect(dialog.textContent).toContain(
      'Omschrijving komt terug zoals het was na de wijziging van',
    );
    const readsBefore = reads();
    fireEvent.click(within(dialog).getByRole('button', { name: nl['cmsHistory.restore.confirm'] }));
    expect(await screen.findByText('Teruggezet: Omschrijving.')).toBeTruthy();
    expect(restores).toEqual([{ entryId: '11', field: 'description' }]);
    expect(onRestored).toHaveBeenCalledOnce();
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  });

  it('says calmly that the history is not for this person when the server refuses it', async () => {
    renderTab({ forbidden: true });
    expect(await screen.findByText(nl['cmsHistory.forbidden'])).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
