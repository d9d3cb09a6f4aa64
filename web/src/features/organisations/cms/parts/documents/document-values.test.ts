import { describe, expect, it } from 'vitest';
import {
  documentChanges,
  documentSchema,
  documentTypeKey,
  documentValues,
  newDocumentInput,
} from './document-values.ts';

const pdf = {
  id: '7',
  url: '/v1/files/7',
  name: 'Verslag.pdf',
  mimeType: 'application/pdf',
  size: 10,
};

describe('the organisation document form', () => {
  it('needs a title and a file', () => {
    const result = documentSchema.safeParse(documentValues(null));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title', 'file']);
  });

  it('reads a stored type in any case and an unknown one as general', () => {
    expect(documentValues({ type: 'reports', title: 'A', isPublic: true, file: pdf }).type).toBe(
      'REPORTS',
    );
    expect(documentValues({ type: 'ARCHIVE', title: 'A', isPublic: true, file: pdf }).type).toBe(
      'GENERAL',
    );
  });

  it('sends the file id with a new document and with a change only when it was replaced', () => {
    const values = { type: 'SOPS' as const, title: ' SOP ', isPublic: true, file: pdf };
    expect(newDocumentInput(values)).toEqual({
      type: 'SOPS',
      title: 'SOP',
      isPublic: true,
      fileId: '7',
    });
    const stored = { type: 'SOPS', title: 'SOP', isPublic: false, file: pdf };
    expect(documentChanges(stored, values)).toEqual({ type: 'SOPS', title: 'SOP', isPublic: true });
    expect(documentChanges(stored, { ...values, file: { ...pdf, id: '8' } }).fileId).toBe('8');
  });

  it('names a type by the public labels', () => {
    expect(documentTypeKey('AGREEMENTS')).toBe('organisations.documentType.agreements');
    expect(documentTypeKey('archive')).toBe('organisations.documentType.other');
  });
});
