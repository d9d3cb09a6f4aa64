import { describe, expect, it } from 'vitest';
import {
  documentChanges,
  documentSchema,
  documentValues,
  newDocumentInput,
} from './document-values.ts';

/** An owner's types as the kit takes them: an unknown stored type reads as OTHER. */
const types = {
  initial: 'GENERAL',
  choice: (stored: string) => (['GENERAL', 'LAB', 'SOPS'].includes(stored) ? stored : 'OTHER'),
};
const schema = documentSchema(['GENERAL', 'LAB', 'SOPS', 'OTHER']);

const pdf = {
  id: '7',
  url: '/v1/files/7',
  name: 'Protocol.pdf',
  mimeType: 'application/pdf',
  size: 10,
};

describe('the document form', () => {
  it('needs a title and a file, and one of the owner’s types', () => {
    const result = schema.safeParse(documentValues(null, types));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.required'],
      ['file', 'validation.required'],
    ]);
    const unknownType = schema.safeParse({
      type: 'ARCHIVE',
      title: 'A',
      isPublic: false,
      file: pdf,
    });
    expect(unknownType.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['type']);
  });

  it('starts a new document with the owner’s first type and reads a stored type its way', () => {
    expect(documentValues(null, types)).toEqual({
      type: 'GENERAL',
      title: '',
      isPublic: false,
      file: null,
    });
    expect(
      documentValues({ type: 'ARCHIVE', title: 'A', isPublic: true, file: pdf }, types).type,
    ).toBe('OTHER');
  });

  it('sends the uploaded file id with a new document', () => {
    const values = { type: 'LAB', title: ' Lab ', isPublic: true, file: pdf };
    expect(newDocumentInput(values, types.choice)).toEqual({
      type: 'LAB',
      title: 'Lab',
      isPublic: true,
      fileId: '7',
    });
  });

  it('sends a file id with a change only when another file was uploaded', () => {
    const stored = { type: 'LAB', title: 'Lab', isPublic: false, file: pdf };
    const kept = documentChanges(
      stored,
      { type: 'LAB', title: 'Lab 2', isPublic: false, file: pdf },
      types.choice,
    );
    expect(kept).toEqual({ type: 'LAB', title: 'Lab 2', isPublic: false });
    const replaced = documentChanges(
      stored,
      { type: 'SOPS', title: ' SOP ', isPublic: true, file: { ...pdf, id: '8' } },
      types.choice,
    );
    expect(replaced).toEqual({ type: 'SOPS', title: 'SOP', isPublic: true, fileId: '8' });
  });
});
