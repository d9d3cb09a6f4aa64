// Unit tests of the file type label of document lists.
import { describe, expect, it } from 'vitest';
import { fileTypeLabel } from './file-type-label.ts';

describe('fileTypeLabel', () => {
  it('names the type by the extension, else by the media type', () => {
    expect(fileTypeLabel('jaarverslag.pdf', 'application/pdf')).toBe('PDF');
    expect(fileTypeLabel('sjabloon', 'text/plain')).toBe('PLAIN');
    expect(fileTypeLabel('protocol.pdf', 'application/pdf')).toBe('PDF');
    expect(fileTypeLabel('protocol', 'application/pdf')).toBe('PDF');
  });
});
