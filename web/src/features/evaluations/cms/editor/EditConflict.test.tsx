// The evaluation editor against a fake GraphQL server when someone else saved the same field
// meanwhile (issue 28): every save sends the version, a CONFLICT opens the kit's dialog with both
// values and who changed theirs, and the person's choice is saved again from the new version —
// keeping theirs, taking the other's, or editing — while a field only they changed goes along.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { delay, of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import historyNl from '../../../../components/cms/history/messages/nl.json' with { type: 'json' };
import { DialogHost } from '../../../../components/dialog/DialogHost.tsx';
import { editorEvaluation } from '../../../../test-support/evaluation-editor.ts';
import { renderApp } from '../../../../test-support/render-app.tsx';
import { testStore } from '../../../../test-support/store.ts';
import CmsEvaluationPage from '../CmsEvaluationPage.tsx';
import nl from './messages/nl.json' with { type: 'json' };

afterEach(cleanup);

const evaluation = {
  ...editorEvaluation,
  __typename: 'Evaluation',
  version: 3,
  title: 'Heupfractuur bij ouderen',
  people: [{ __typename: 'EvaluationPerson', id: '100', userId: '7' }],
};
// What the other person saved meanwhile: the title, and a field the editor left alone.
const theirs = {
  ...evaluation,
  version: 4,
  title: 'Heupfractuur bij tachtigplussers',
  sponsor: 'ZonMw',
};
const page = (typename: string) => ({ __typename: typename, data: [] });

const conflict = {
  message: 'Iemand anders heeft dit intussen gewijzigd',
  extensions: {
    code: 'CONFLICT',
    status: 409,
    version: 4,
    conflicts: [
      {
        field: 'title',
        base: evaluation.title,
        current: theirs.title,
        changedBy: { id: 2, name: 'Bram Jansen', role: 'editor' },
        changedAt: '2026-11-22T11:58:00.000Z',
      },
    ],
  },
};

function renderEditor() {
  const updates: { version: unknown; input: Record<string, unknown> }[] = [];
  let reads = 0;
  const link = new ApolloLink((operation) => {
    const { operationName, variables } = operation;
    if (operationName === 'EvaluationEditor') {
      reads += 1;
      return of({
        data: {
          evaluation: reads === 1 ? evaluation : theirs,
          gradations: page('GradationPage'),
          programs: page('ProgramPage'),
          associations: page('AssociationPage'),
          specializations: page('SpecializationPage'),
        },
      }).pipe(delay(5));
    }
    const input = variables.input as Record<string, unknown>;
    updates.push({ version: variables.version, input });
    if (updates.length === 1) return of({ errors: [conflict] }).pipe(delay(5));
    return of({
      data: { updateEvaluation: { ...theirs, ...input, version: 5 } },
    }).pipe(delay(5));
  });
  const { store } = testStore();
  store.dispatch({
    type: 'session/user-loaded',
    user: { id: '1', role: 'EDITOR', name: 'Test', email: 'test@example.org', avatarUrl: null },
  });
  const router = createMemoryRouter(
    [{ path: '/cms/evaluations/:id', element: <CmsEvaluationPage /> }],
    { initialEntries: ['/cms/evaluations/5'] },
  );
  renderApp(
    <>
      <RouterProvider router={router} />
      <DialogHost />
    </>,
    { store, client: new ApolloClient({ link, cache: new InMemoryCache() }) },
  );
  return { updates };
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

/** Changes the title and the study title and saves: the title meets the other person's change. */
async function saveIntoConflict() {
  await screen.findByRole('heading', { level: 1, name: evaluation.title });
  fireEvent.change(field(nl['cmsEvaluations.editor.field.title']), {
    target: { value: 'Heupfractuur na je zeventigste' },
  });
  fireEvent.change(field(nl['cmsEvaluations.editor.field.studyTitle']), {
    target: { value: 'HIP-70' },
  });
  fireEvent.click(screen.getByRole('button', { name: nl['cmsEvaluations.editor.save'] }));
  return screen.findByRole('dialog', { name: historyNl['cmsHistory.conflict.title'] });
}

const choose = async (dialog: HTMLElement, choice: 'mine' | 'theirs' | 'edit') => {
  fireEvent.click(
    await within(dialog).findByLabelText(historyNl[`cmsHistory.conflict.choice.${choice}`]),
  );
  fireEvent.click(
    within(dialog).getByRole('button', { name: historyNl['cmsHistory.conflict.confirm'] }),
  );
};

describe('an edit conflict in the evaluation editor', () => {
  it('shows both versions of the field and who changed theirs, and wants a choice', async () => {
    const { updates } = renderEditor();
    const dialog = await saveIntoConflict();
    expect(updates).toEqual([
      { version: 3, input: { title: 'Heupfractuur na je zeventigste', studyTitle: 'HIP-70' } },
    ]);
    expect(await within(dialog).findByRole('heading', { name: 'Titel' })).toBeTruthy();
    expect(within(dialog).getByText('Heupfractuur na je zeventigste')).toBeTruthy();
    expect(within(dialog).getByText('Heupfractuur bij tachtigplussers')).toBeTruthy();
    expect(within(dialog).getByText(/Gewijzigd door Bram Jansen \(redacteur\)/)).toBeTruthy();
    // Only the field both changed is asked about: the study title is the editor's alone.
    expect(within(dialog).queryByText('HIP-70')).toBeNull();

    fireEvent.click(
      within(dialog).getByRole('button', { name: historyNl['cmsHistory.conflict.confirm'] }),
    );
    expect(await within(dialog).findByText(historyNl['cmsHistory.conflict.required'])).toBeTruthy();
    expect(updates).toHaveLength(1);
  });

  it('keeps mine: saves it again from the version now, with the field only I changed', async () => {
    const { updates } = renderEditor();
    await choose(await saveIntoConflict(), 'mine');
    expect(await screen.findByText(nl['cmsEvaluations.editor.saved'])).toBeTruthy();
    expect(updates[1]).toEqual({
      version: 4,
      input: { title: 'Heupfractuur na je zeventigste', studyTitle: 'HIP-70' },
    });
    // The other person's sponsor stays: it was not sent back as it was.
    expect(field(nl['cmsEvaluations.editor.field.title']).value).toBe(
      'Heupfractuur na je zeventigste',
    );
  });

  it('takes theirs: only my other change is saved, and the form shows their title', async () => {
    const { updates } = renderEditor();
    await choose(await saveIntoConflict(), 'theirs');
    expect(await screen.findByText(nl['cmsEvaluations.editor.saved'])).toBeTruthy();
    expect(updates[1]).toEqual({ version: 4, input: { studyTitle: 'HIP-70' } });
    expect(field(nl['cmsEvaluations.editor.field.title']).value).toBe(theirs.title);
  });

  it('edits: their title is in the field, mine stays in view, and the next save starts from theirs', async () => {
    const { updates } = renderEditor();
    await choose(await saveIntoConflict(), 'edit');
    const title = field(nl['cmsEvaluations.editor.field.title']);
    await waitFor(() => expect(title.value).toBe(theirs.title));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(updates).toHaveLength(1);
    const notes = screen.getByRole('region', { name: historyNl['cmsHistory.conflict.notes'] });
    expect(within(notes).getByText('Heupfractuur na je zeventigste')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Heupfractuur bij tachtigplussers en ouder' } });
    fireEvent.click(screen.getByRole('button', { name: nl['cmsEvaluations.editor.save'] }));
    expect(await screen.findByText(nl['cmsEvaluations.editor.saved'])).toBeTruthy();
    expect(updates[1]).toEqual({
      version: 4,
      input: { title: 'Heupfractuur bij tachtigplussers en ouder', studyTitle: 'HIP-70' },
    });
  });

  it('closed without a choice: nothing is saved and the form keeps my values', async () => {
    const { updates } = renderEditor();
    const dialog = await saveIntoConflict();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText(historyNl['cmsHistory.conflict.unsaved'])).toBeTruthy();
    expect(updates).toHaveLength(1);
    expect(field(nl['cmsEvaluations.editor.field.title']).value).toBe(
      'Heupfractuur na je zeventigste',
    );
  });
});
