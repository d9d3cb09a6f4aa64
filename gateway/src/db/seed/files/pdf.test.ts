// The PDF writer produces files whose cross-reference table points at every object exactly.
import { describe, expect, it } from 'vitest';
import { createPdf, wrapText } from './pdf.ts';

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

describe('createPdf', () => {
  const text = latin1(
    createPdf({
      title: 'Patiënteninformatiebrief (versie 2) – ÉÉN pagina',
      subtitle: ['Zorgevaluatie Nederland'],
      paragraphs: ['Een alinea met een backslash \\ en haakjes ( ) die ge-escaped moeten worden.'],
    }),
  );

  it('starts with a PDF header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has xref offsets that point at each object and a startxref that points at the table', () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)];
    expect(entries.length).toBe(7);
    entries.forEach((entry, index) => {
      const offset = Number(entry[1]);
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('declares the content stream length in bytes', () => {
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });

  it('writes Dutch accents in WinAnsi and escapes PDF string delimiters', () => {
    expect(text).toContain('(Pati\xebnteninformatiebrief \\(versie 2\\) \x96 \xc9\xc9N pagina) Tj');
    expect(text).toContain('backslash \\\\ en haakjes \\( \\)');
  });
});

describe('wrapText', () => {
  it('breaks on spaces without exceeding the width', () => {
    const lines = wrapText('een twee drie vier vijf zes zeven acht negen tien', 12);
    expect(lines.every((line) => line.length <= 12)).toBe(true);
    expect(lines.join(' ')).toBe('een twee drie vier vijf zes zeven acht negen tien');
  });
});
