// Unit tests of the CSV building: quoting, the BOM, Excel's formula guard and the file name.
import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, csvCell, csvFileName, fileNamePart } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone and quotes separators, quotes and line breaks', () => {
    expect(csvCell('Knie')).toBe('Knie');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('zei "ja"')).toBe('"zei ""ja"""');
    expect(csvCell('regel 1\nregel 2')).toBe('"regel 1\nregel 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps Excel from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+31 6')).toBe("'+31 6");
  });
});

describe('buildCsv', () => {
  it('starts with the BOM and a header row, and ends every row with CRLF', () => {
    const csv = buildCsv(
      ['Titel', 'Fase'],
      [
        ['Heup', 'Inclusie fase'],
        ['Knie; links', null],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Titel;Fase\r\nHeup;Inclusie fase\r\n"Knie; links";\r\n');
  });
});

describe('csvFileName', () => {
  const today = new Date('2026-11-24T10:00:00Z');

  it('names the filters and the day', () => {
    expect(
      csvFileName(
        [
          { label: 'fase', values: ['inclusie'] },
          { label: 'specialisme', values: [] },
          { label: 'zoek', values: ['Knie'] },
        ],
        today,
      ),
    ).toBe('zorgevaluaties-fase-inclusie-zoek-knie-2026-11-24.csv');
  });

  it('is plain without filters', () => {
    expect(csvFileName([], today)).toBe('zorgevaluaties-2026-11-24.csv');
  });

  it('drops accents and odd characters', () => {
    expect(fileNamePart('Café & Zoë  (één)')).toBe('cafe-zoe-een');
  });
});
