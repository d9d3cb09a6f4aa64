// Building the CSV export: RFC 4180 quoting, a UTF-8 byte order mark so Excel reads the accents,
// and a file name that says what was exported. Our own ~30 lines instead of a CSV library:
// writing (not parsing) CSV is small, and this way the Excel specifics below are tested here.

/** Excel needs the BOM to read UTF-8; without it "é" shows as "Ã©". */
export const BOM = '\uFEFF';

/**
 * Dutch Excel splits columns on ";" (the list separator of the nl-NL locale, where "," is the
 * decimal sign); a comma-separated file would open as one column for most of our readers.
 */
export const SEPARATOR = ';';

/** Quotes a cell when needed; a cell Excel would run as a formula gets a leading apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header row, one row per record, CRLF line ends (RFC 4180). */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Lower-case words joined by dashes, accents dropped: "Knie & Heup" -> "knie-heup". */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** One filter in the file name, e.g. { label: 'fase', values: ['inclusie'] }. */
export interface FileNameFilter {
  label: string;
  values: readonly string[];
}

/** `zorgevaluaties-fase-inclusie-zoek-knie-2026-11-24.csv`; kept under 150 characters. */
export function csvFileName(filters: readonly FileNameFilter[], today: Date): string {
  const parts = filters
    .filter((filter) => filter.values.length > 0)
    .map((filter) => [filter.label, ...filter.values].map(fileNamePart).filter(Boolean).join('-'));
  const day = today.toISOString().slice(0, 10);
  const middle = parts.join('-').slice(0, 120).replace(/-+$/, '');
  return `${['zorgevaluaties', middle, day].filter(Boolean).join('-')}.csv`;
}

/** Dutch words for the phases in file names (the labels themselves are long sentences). */
export const phaseFileWords: Record<string, string> = {
  preparation: 'voorbereiding',
  including: 'inclusie',
  continuation: 'datamanagement',
  completed: 'afgerond',
};
