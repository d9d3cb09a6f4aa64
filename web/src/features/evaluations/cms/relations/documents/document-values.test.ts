import { describe, expect, it } from 'vitest';
import {
  documentChanges,
  documentSchema,
  documentValues,
  newDocumentInput,
  titleFromFileName,
} from './document-values.ts';

const pdf = {
  id: '7',
  url: '/v1/files/7',
  name: 'Protocol.pdf',
  mimeType: 'application/pdf',
  size: 10,
};

describe('the document form', () => {
  it('needs a title and a file', () => {
    const result = documentSchema.safeParse(documentValues(null));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'validation.required'],
      ['file', 'validation.required'],
    ]);
  });

  it('reads an unknown stored type as other', () => {
    expect(documentValues({ type: 'ARCHIVE', title: 'A', isPublic: true, file: pdf }).type).toBe(
      'OTHER',
    );
  });

  it('sends the uploaded file id with a new document', () => {
    expect(newDocumentInput({ type: 'LAB', title: ' Lab ', isPublic: true, file: pdf })).toEqual({
      type: 'LAB',
      title: 'Lab',
      isPublic: true,
      fileId: '7',
    });
  });

  it('sends a file id with a change only when another file was uploaded', () => {
    const stored = { type: 'LAB', title: 'Lab', isPublic: false, file: pdf };
    const kept = documentChanges(stored, {
      type: 'LAB',
      title: 'Lab 2',
      isPublic: false,
      file: pdf,
    });
    expect(kept).toEqual({ type: 'LAB', title: 'Lab 2', isPublic: false });
    const replaced = documentChanges(stored, {
      type: 'LAB',
      title: 'Lab',
      isPublic: true,
      file: { ...pdf, id: '8' },
    });
    expect(replaced).toEqual({ type: 'LAB', title: 'Lab', isPublic: true, fileId: '8' });
  });

  it('suggests a title from the file name', () => {
    expect(titleFromFileName('Protocol v2.pdf')).toBe('Protocol v2');
  });
});
