// Unit tests of the file sizes shown on the public pages and in the CMS.
import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('fileSize', () => {
  it('uses decimal units and the locale’s decimal sign', () => {
    expect(fileSize(512, 'nl')).toBe('512 B');
    expect(fileSize(1536, 'nl')).toBe('1,5 kB');
    expect(fileSize(1536, 'en')).toBe('1.5 kB');
    expect(fileSize(23_400_000, 'en')).toBe('23 MB');
  });
});
