// Public documents grouped by type in the spec's order, and file sizes as people read them.

/** The organisation document types (spec section 3), in the order the page lists them. */
export const documentTypes = [
  'POSTERS',
  'ORGANIZATION',
  'AGREEMENTS',
  'SOPS',
  'TEMPLATES',
  'NEWS',
  'GENERAL',
  'REPORTS',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export interface DocumentGroup<D> {
  /** A known type, or null for documents of a type this screen does not know. */
  type: DocumentType | null;
  documents: D[];
}

const isKnown = (type: string): type is DocumentType =>
  (documentTypes as readonly string[]).includes(type);

/** Groups in the spec's order (unknown types last, together); documents keep their order. */
export function groupDocuments<D extends { type: string }>(
  documents: readonly D[],
): DocumentGroup<D>[] {
  const groups: DocumentGroup<D>[] = documentTypes.map((type) => ({
    type,
    documents: documents.filter((document) => document.type.toUpperCase() === type),
  }));
  const other = documents.filter((document) => !isKnown(document.type.toUpperCase()));
  return [...groups, { type: null, documents: other }].filter(
    (group) => group.documents.length > 0,
  );
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in the largest unit that keeps the number at least 1 (SI: kB = 1000 bytes), e.g. 1.5 MB. */
export function humanSize(bytes: number): { value: number; unit: (typeof units)[number] } {
  let value = bytes;
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index += 1;
  }
  return { value: index === 0 ? value : Math.round(value * 10) / 10, unit: units[index] ?? 'byte' };
}
