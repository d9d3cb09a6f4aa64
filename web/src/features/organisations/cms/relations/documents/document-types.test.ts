import { describe, expect, it } from 'vitest';
import { documentTypeKey, organisationDocumentType } from './document-types.ts';

describe('the organisation document types', () => {
  it('reads a stored type in any case and an unknown one as general', () => {
    expect(organisationDocumentType('reports')).toBe('REPORTS');
    expect(organisationDocumentType('ARCHIVE')).toBe('GENERAL');
  });

  it('names a type by the public labels', () => {
    expect(documentTypeKey('AGREEMENTS')).toBe('organisations.documentType.agreements');
    expect(documentTypeKey('archive')).toBe('organisations.documentType.other');
  });
});
