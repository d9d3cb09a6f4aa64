// The editor screen in jsdom on a fake API: who gets a form and who a read-only view, the slug
// that follows the title, and an unknown id.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { delay, of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../store/actions.ts';
import { renderApp } from '../../../../test-support/render-app.tsx';
import { testStore } from '../../../../test-support/store.ts';
import CmsEvaluationPage from '../CmsEvaluationPage.tsx';
import nl from './messages/nl.json' with { type: 'json' };

const evaluation = {
  __typename: 'Evaluation',
  id: '5',
  title: 'Heupfractuur bij ouderen',
  slug: 'heupfractuur-bij-ouderen',
  url: '/evaluations/heupfractuur-bij-ouderen',
  studyTitle: null,
  status: 'DRAFT',
  phase: 'INCLUDING',
  description: null,
  descriptionShort: null,
  objective: null,
  researchQuestion: null,
  studyDesign: null,
  contactInfo: null,
  researchAgency: null,
  resourceAgency: null,
  sponsor: null,
  analysis: null,
  figure: null,
  edc: null,
  castorSlug: null,
  vimeoId: null,
  instructionVideoUrl: null,
  currentMedicalGuideline: null,
  trialRegister: null,
  tags: ['heup'],
  startsAt: null,
  endsAt: null,
  adjustedEndsAt: null,
  firstInclusionAt: null,
  lastInclusionAt: null,
  isVisibleAtInclusionMonitor: false,
  gradationId: null,
  logo: null,
  banner: null,
  programs: [],
  associations: [],
  specializations: [],
  people: [{ __typename: 'EvaluationPerson', id: '100', userId: '7' }],
};

const page = (typename: string) => ({ __typename: typename, data: [] });

function client(found: boolean, status: string) {
  const link = new ApolloLink(() =>
    of({
      data: {
        evaluation: found ? { ...evaluation, status } : null,
        gradations: page('GradationPage'),
        programs: page('ProgramPage'),
        associations: page('AssociationPage'),
        specializations: page('SpecializationPage'),
      },
    }).pipe(delay(5)),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function renderEditor(
  user: { id: string; role: Role },
  options: { found?: boolean; id?: string; status?: string } = {},
) {
  const { store } = testStore();
  store.dispatch({
    type: 'session/user-loaded',
    user: { ...user, name: 'Test', email: 'test@example.org', avatarUrl: null },
  });
  const router = createMemoryRouter(
    [{ path: '/cms/evaluations/:id', element: <CmsEvaluationPage /> }],
    { initialEntries: [`/cms/evaluations/${options.id ?? '5'}`] },
  );
  return renderApp(<RouterProvider router={router} />, {
    store,
    client: client(options.found ?? true, options.status ?? evaluation.status),
  });
}

const save = nl['cmsEvaluations.editor.save'];
const remove = nl['cmsEvaluations.editor.delete.button'];
const notInvolved = nl['cmsEvaluations.editor.readOnly.notInvolved'];

afterEach(cleanup);

describe('CmsEvaluationPage', () => {
  it('gives an editor the form with Save and Delete', async () => {
    renderEditor({ id: '1', role: 'EDITOR' });
    await screen.findByRole('heading', { level: 1, name: evaluation.title });
    expect(screen.getByRole('button', { name: save })).toBeTruthy();
    expect(screen.getByRole('button', { name: remove })).toBeTruthy();
    expect(screen.queryByText(notInvolved)).toBeNull();
  });

  it('lets a researcher who is a person of the evaluation save, but not delete', async () => {
    renderEditor({ id: '7', role: 'RESEARCHER' });
    await screen.findByRole('heading', { level: 1, name: evaluation.title });
    expect(screen.getByRole('button', { name: save })).toBeTruthy();
    expect(screen.queryByRole('button', { name: remove })).toBeNull();
  });

  it('shows another researcher every field read-only and says why', async () => {
    renderEditor({ id: '8', role: 'RESEARCHER' });
    await screen.findByText(notInvolved);
    expect(screen.queryByRole('button', { name: save })).toBeNull();
    expect(screen.queryByRole('button', { name: remove })).toBeNull();
    const title = screen.getByLabelText(new RegExp(`^${nl['cmsEvaluations.editor.field.title']}`));
    expect((title as HTMLInputElement).readOnly).toBe(true);
  });

  async function titleAndSlug() {
    await screen.findByRole('heading', { level: 1, name: evaluation.title });
    const title = screen.getByLabelText(new RegExp(`^${nl['cmsEvaluations.editor.field.title']}`));
    const slug = screen.getByLabelText(
      new RegExp(`^${nl['cmsEvaluations.editor.field.slug'].replace(/[()]/g, '\\$&')}`),
    ) as HTMLInputElement;
    return { title, slug };
  }

  it('keeps the address of an evaluation past new when the title changes', async () => {
    renderEditor({ id: '1', role: 'ADMIN' }, { status: 'DRAFT' });
    const { title, slug } = await titleAndSlug();
    fireEvent.change(title, { target: { value: 'Knie: een nieuwe studie' } });
    expect(slug.value).toBe(evaluation.slug);
  });

  it('lets the slug of a new evaluation follow the title until the user edits it', async () => {
    renderEditor({ id: '1', role: 'ADMIN' }, { status: 'NEW' });
    const { title, slug } = await titleAndSlug();
    fireEvent.change(title, { target: { value: 'Knie: een nieuwe studie' } });
    expect(slug.value).toBe('knie-een-nieuwe-studie');
    fireEvent.change(slug, { target: { value: 'eigen-adres' } });
    fireEvent.change(title, { target: { value: 'Weer een andere titel' } });
    expect(slug.value).toBe('eigen-adres');
  });

  it('shows the not-found screen for an unknown evaluation', async () => {
    renderEditor({ id: '1', role: 'ADMIN' }, { found: false });
    await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' });
  });
});
