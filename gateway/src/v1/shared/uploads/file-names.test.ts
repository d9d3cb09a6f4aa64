// Stored file names and download headers: no paths, no disguises, safe for every client.
import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './file-names.ts';

describe('safeFileName', () => {
  it.each([
    ['protocol.pdf', 'pdf', 'protocol.pdf'],
    ['../../etc/passwd', 'txt', 'passwd.txt'],
    ['C:\\Users\\jan\\Verslag 2026.docx', 'docx', 'Verslag 2026.docx'],
    ['foto.JPEG', 'jpg', 'foto.JPEG'],
    ['rapport.pdf', 'png', 'rapport.pdf.png'],
    ['pagina.html', 'txt', 'pagina.html.txt'],
    ['data.csv', 'txt', 'data.csv'],
    ['factuur\u202Efdp.exe', 'pdf', 'factuurfdp.exe.pdf'],
    ['  regel\r\neinde\t.txt ', 'txt', 'regeleinde.txt'],
    ['.verborgen', 'txt', 'verborgen.txt'],
    ['', 'pdf', 'bestand.pdf'],
    [undefined, 'svg', 'bestand.svg'],
    ['Één verslag.txt', 'txt', 'Één verslag.txt'],
  ] as const)('%j as %s is %j', (raw, extension, expected) => {
    expect(safeFileName(raw, extension)).toBe(expected);
  });

  it('keeps at most 255 characters and the extension', () => {
    const name = safeFileName(`${'ä'.repeat(300)}.xlsx`, 'xlsx');
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('ä.xlsx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('offers an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('attachment', 'Één "verslag" (v2); 100%.docx')).toBe(
      `attachment; filename="Een _verslag_ (v2)_ 100_.docx"; filename*=UTF-8''%C3%89%C3%A9n%20%22verslag%22%20%28v2%29%3B%20100%25.docx`,
    );
    expect(contentDisposition('inline', 'logo.svg')).toBe(
      `inline; filename="logo.svg"; filename*=UTF-8''logo.svg`,
    );
  });
});
