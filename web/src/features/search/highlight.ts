// Where a visitor's search words occur in a result's text, for <mark>: the same reading of the
// words as the server's search (gateway/src/v1/shared/search-query.ts: case and accents folded,
// each word a prefix of a word in the text), so "zorg" marks "Zorgevaluatie" and "geincludeerd"
// marks "geïncludeerd". Returns plain text pieces; the caller renders them as text, never as HTML.

export interface TextSegment {
  text: string;
  match: boolean;
}

/** The MAX_WORDS first words of a search term, folded (as the server splits and folds them). */
const MAX_WORDS = 8;

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** Lower case without diacritics ("Geïncludeerd" -> "geincludeerd"). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** The words of a search term, folded; punctuation dropped, at most eight. */
export function searchWords(term: string): string[] {
  return foldText(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/**
 * The text folded character by character, with where each folded character came from: folding
 * may change the length (a decomposed "e" + accent is one folded "e"), so a match in the folded
 * text is mapped back through these offsets.
 */
function foldWithOffsets(text: string) {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const character of text) {
    const piece = foldText(character);
    // A combining accent folds to nothing: it belongs to the character before it.
    if (piece === '' && ends.length > 0) ends[ends.length - 1] = offset + character.length;
    for (let index = 0; index < piece.length; index += 1) {
      starts.push(offset);
      ends.push(offset + character.length);
    }
    folded += piece;
    offset += character.length;
  }
  return { folded, starts, ends };
}

/** Ranges [start, end) of `text` where a word of the text starts with one of `words`, merged. */
export function matchRanges(text: string, words: readonly string[]): [number, number][] {
  if (words.length === 0 || text === '') return [];
  const { folded, starts, ends } = foldWithOffsets(text);
  const found: [number, number][] = [];
  for (const word of words) {
    let at = folded.indexOf(word);
    while (at !== -1) {
      if (!isWordCharacter(folded[at - 1])) {
        found.push([starts[at] ?? 0, ends[at + word.length - 1] ?? text.length]);
      }
      at = folded.indexOf(word, at + 1);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `text` cut into plain and matching pieces (matching ones to be shown marked). */
export function highlightSegments(text: string, words: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const [start, end] of matchRanges(text, words)) {
    if (start > position) segments.push({ text: text.slice(position, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), match: false });
  return segments;
}

/** Characters of context kept before the first match when the excerpt cannot start at the top. */
const LEAD = 50;

/**
 * A short excerpt of `text` (at most about `length` characters, cut between words, "…" where
 * cut) that shows the first match: the start of the text when the match lies near it, else a
 * window beginning a little before the match.
 */
export function excerpt(text: string, words: readonly string[], length = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const first = matchRanges(clean, words)[0];
  let start = 0;
  if (first && first[1] > length - 20) {
    // A little before the match, but no later than where the rest still fills the excerpt.
    const ideal = Math.max(0, Math.min(first[0] - LEAD, clean.length - length));
    // The start of the word after `ideal` (the one it falls in when none comes before the match).
    const next = clean.indexOf(' ', ideal);
    const previous = clean.lastIndexOf(' ', ideal);
    if (ideal > 0) start = next !== -1 && next < first[0] ? next + 1 : previous + 1;
  }
  let end = start + length;
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  } else {
    end = clean.length;
  }
  const body = clean.slice(start, end).replace(/[\s,.;:]+$/u, '');
  return `${start > 0 ? '…' : ''}${body}${end < clean.length ? '…' : ''}`;
}
