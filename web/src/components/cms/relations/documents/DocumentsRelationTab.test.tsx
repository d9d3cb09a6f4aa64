// Component tests of the kit's documents tab for two owners with their own document types (one
// list sorted by its labels, one in its own order, each reading unknown stored types its own way):
// each lists its documents by its names for their types, offers its own choices, and saves through
// its own writes: a change without the file unless another one was uploaded, a new document with
// the uploaded file's id and a title from the file's name.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../../gql';
import { inRelationsKit } from '../../../../test-support/relations-kit.tsx';
import { renderApp } from '../../../../test-support/render-app.tsx';
import { settle, testStore, tokens } from '../../../../test-support/store.ts';
import { StoredFileFragment } from '../../../file-upload/stored-file.ts';
import { startUpload, type UploadedFile } from '../../../file-upload/upload-request.ts';
import { DocumentsRelationTab } from './DocumentsRelationTab.tsx';
import { DocumentRelationFragment, type DocumentTypes } from './documents-relation.ts';

vi.mock('../../../file-upload/upload-request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../file-upload/upload-request.ts')>()),
  startUpload: vi.fn(),
}));

afterEach(cleanup);

const pdf = (id: string, name: string): UploadedFile => ({
  id,
  url: `/v1/files/${id}`,
  name,
  mimeType: 'application/pdf',
  size: 2048,
});

const storedDocument = (id: string, type: string, title: string) =>
  makeFragmentData(
    {
      __typename: 'Document',
      id,
      type,
      title,
      isPublic: false,
      file: makeFragmentData(
        { __typename: 'File', ...pdf(`f${id}`, `${title}.pdf`) },
        StoredFileFragment,
      ),
    },
    DocumentRelationFragment,
  );

const named = (names: Record<string, string>, unknown: string) => (type: string) =>
  names[type.toUpperCase()] ?? unknown;

/** An evaluation's kind of types: sorted by label, an unknown stored type reads as "other". */
const evaluationNames = { LAB: 'Laboratorium', GENERAL: 'Algemeen', OTHER: 'Overig' };
const evaluationTypes: DocumentTypes<'LAB' | 'GENERAL' | 'OTHER'> = {
  options: [
    { value: 'GENERAL', label: 'Algemeen' },
    { value: 'LAB', label: 'Laboratorium' },
    { value: 'OTHER', label: 'Overig' },
  ],
  initial: 'GENERAL',
  choice: (stored) => (stored === 'LAB' || stored === 'GENERAL' ? stored : 'OTHER'),
  label: named(evaluationNames, 'Overig'),
};

/** An organisation's kind: its own order, any case, an unknown type reads as general. */
const organisationNames = { REPORTS: 'Verslagen', GENERAL: 'Algemene informatie' };
const organisationTypes: DocumentTypes<'REPORTS' | 'GENERAL'> = {
  options: [
    { value: 'REPORTS', label: 'Verslagen' },
    { value: 'GENERAL', label: 'Algemene informatie' },
  ],
  initial: 'GENERAL',
  choice: (stored) => (stored.toUpperCase() === 'REPORTS' ? 'REPORTS' : 'GENERAL'),
  label: named(organisationNames, 'Overige documenten'),
};

function renderTab<T extends string>(
  types: DocumentTypes<T>,
  documents: ReturnType<typeof storedDocument>[],
) {
  const owner = {
    documents,
    types,
    add: vi.fn(() => Promise.resolve()),
    update: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
  };
  const { store } = testStore({ stored: tokens() });
  renderApp(inRelationsKit(<DocumentsRelationTab owner={owner} canEdit />), { store });
  return owner;
}

const item = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
/** The type picker's choices (after its placeholder). */
const typeChoices = () =>
  within(screen.getByLabelText(/^Soort document/))
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => option.textContent);

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await settle();
  });
}

describe('the documents tab', () => {
  it('names an evaluation’s types its way and offers its choices by label', () => {
    renderTab(evaluationTypes, [
      storedDocument('1', 'LAB', 'Labprotocol'),
      storedDocument('2', 'ARCHIVE', 'Oud'),
    ]);
    expect(within(item('Labprotocol')).getByText('Laboratorium · Niet openbaar')).toBeTruthy();
    expect(within(item('Oud')).getByText('Overig · Niet openbaar')).toBeTruthy();
    expect(
      within(item('Labprotocol')).getByRole('link', {
        name: 'Labprotocol.pdf downloaden (PDF, 2 kB)',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken: Oud' }));
    expect(typeChoices()).toEqual(['Algemeen', 'Laboratorium', 'Overig']);
    expect((screen.getByLabelText(/^Soort document/) as HTMLSelectElement).value).toBe('OTHER');
  });

  it('names an organisation’s types its way and saves a change without the kept file', async () => {
    const owner = renderTab(organisationTypes, [
      storedDocument('3', 'reports', 'Jaarverslag'),
      storedDocument('4', 'ARCHIVE', 'Archief'),
    ]);
    expect(within(item('Jaarverslag')).getByText('Verslagen · Niet openbaar')).toBeTruthy();
    expect(within(item('Archief')).getByText('Overige documenten · Niet openbaar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken: Jaarverslag' }));
    expect(typeChoices()).toEqual(['Verslagen', 'Algemene informatie']);
    const type = screen.getByLabelText(/^Soort document/) as HTMLSelectElement;
    expect(type.value).toBe('REPORTS');
    fireEvent.change(type, { target: { value: 'GENERAL' } });
    fireEvent.change(screen.getByLabelText(/^Titel/), { target: { value: ' Jaarverslag 2025 ' } });
    await save();
    expect(owner.update).toHaveBeenCalledWith('3', {
      type: 'GENERAL',
      title: 'Jaarverslag 2025',
      isPublic: false,
    });
    expect(owner.add).not.toHaveBeenCalled();
  });

  it('adds a document with the uploaded file, titled after it, of the owner’s first type', async () => {
    vi.mocked(startUpload).mockImplementation(() => ({
      promise: Promise.resolve(pdf('9', 'Poster 2026.pdf')),
      abort: vi.fn(),
    }));
    const owner = renderTab(organisationTypes, []);
    fireEvent.click(screen.getByRole('button', { name: 'Document toevoegen' }));
    expect((screen.getByLabelText(/^Soort document/) as HTMLSelectElement).value).toBe('GENERAL');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF'], 'Poster 2026.pdf')] } });
      await settle();
    });
    expect((screen.getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Poster 2026');
    await save();
    expect(owner.add).toHaveBeenCalledWith({
      type: 'GENERAL',
      title: 'Poster 2026',
      isPublic: false,
      fileId: '9',
    });
  });
});
