import { describe, expect, it } from 'vitest';
import { evaluationDocumentType } from './document-types.ts';

describe('the evaluation document types', () => {
  it('reads an unknown stored type as other', () => {
    expect(evaluationDocumentType('ARCHIVE')).toBe('OTHER');
    expect(evaluationDocumentType('LAB')).toBe('LAB');
  });
});
