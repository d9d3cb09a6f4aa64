// Unit tests of the accepted types and the image-preview rule (spec section 5).
import { describe, expect, it } from 'vitest';
import { acceptAttribute, DEFAULT_ACCEPT, hasImagePreview, isAccepted } from './accepted-types.ts';

const file = (name: string, type = '') => ({ name, type });

describe('isAccepted', () => {
  it('takes the spec default types by extension', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.svg', 'e.txt', 'f.doc', 'g.docx'])
      expect(isAccepted(file(name), DEFAULT_ACCEPT)).toBe(true);
    for (const name of ['h.ppt', 'i.pptx', 'j.xls', 'k.xlsx', 'l.pdf'])
      expect(isAccepted(file(name), DEFAULT_ACCEPT)).toBe(true);
  });

  it('refuses other types', () => {
    expect(isAccepted(file('a.zip', 'application/zip'), DEFAULT_ACCEPT)).toBe(false);
    expect(isAccepted(file('a.gif', 'image/gif'), DEFAULT_ACCEPT)).toBe(false);
    expect(isAccepted(file('script.exe'), DEFAULT_ACCEPT)).toBe(false);
  });

  it('takes a file without a known extension by its MIME type', () => {
    expect(isAccepted(file('scan', 'application/pdf'), DEFAULT_ACCEPT)).toBe(true);
  });

  it('understands bare extensions and MIME wildcards', () => {
    expect(isAccepted(file('a.gif', 'image/gif'), ['gif'])).toBe(true);
    expect(isAccepted(file('a.bmp', 'image/bmp'), ['image/*'])).toBe(true);
    expect(isAccepted(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
  });

  it('gives the input an accept attribute', () => {
    expect(acceptAttribute(['png', '.PDF', 'image/*'])).toBe('.png,.pdf,image/*');
  });
});

describe('hasImagePreview', () => {
  it('previews jpg, jpeg, png, svg, gif and bmp only', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.svg', 'a.gif', 'a.BMP'])
      expect(hasImagePreview(name)).toBe(true);
    for (const name of ['a.pdf', 'a.webp', 'a.tiff', 'a.docx', 'png'])
      expect(hasImagePreview(name)).toBe(false);
  });

  it('falls back on the MIME type for a name without extension', () => {
    expect(hasImagePreview('logo', 'image/svg+xml')).toBe(true);
    expect(hasImagePreview('logo', 'image/webp')).toBe(false);
  });
});
