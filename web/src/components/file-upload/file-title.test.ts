import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './file-title.ts';

describe('titleFromFileName', () => {
  it('suggests a title from the file name', () => {
    expect(titleFromFileName('Protocol v2.pdf')).toBe('Protocol v2');
    expect(titleFromFileName('Jaarverslag 2025.pdf')).toBe('Jaarverslag 2025');
    expect(titleFromFileName('Poster 2026.pdf')).toBe('Poster 2026');
  });
});
