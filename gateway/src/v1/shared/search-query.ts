// Builds a Dutch prefix full-text query from what a visitor types ("appendic ziekenh" finds
// "Appendicitis ... ziekenhuizen"): accents and case folded, every word a prefix, all words required.
import { type RawBuilder, sql } from 'kysely';

export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** A LIKE pattern matching folded text that contains the term, LIKE's wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${foldText(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The words of a search term, folded; punctuation and tsquery operators removed. */
export function searchWords(term: string): string[] {
  return foldText(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** A condition on a table's generated `search` column; matches nothing for a term without words. */
export function matchesSearch(column: string, term: string): RawBuilder<boolean> {
  const words = searchWords(term);
  if (words.length === 0) return sql<boolean>`false`;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql<boolean>`${sql.ref(column)} @@ to_tsquery('dutch', ${query})`;
}

/** Ranking expression for "most relevant first". */
export function searchRank(column: string, term: string): RawBuilder<number> {
  const query = searchWords(term)
    .map((word) => `${word}:*`)
    .join(' & ');
  return sql<number>`ts_rank(${sql.ref(column)}, to_tsquery('dutch', ${query || 'a'}))`;
}
