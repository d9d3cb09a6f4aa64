// Answers the gateway put into the page's HTML for its first render (docs/web.md, "Prerendered
// HTML"). The build writes, beside a prerendered document, the operations whose answers the page
// needs first (`<file>.data.json`: query and variables, see `PageDataOperation`); serving that
// document the gateway runs them as an anonymous visitor and embeds the answers as
// `<script type="application/json" id="page-data">{ "<operation name>": { variables, data } }`.
// They seed the public reader's cache (api/public-answers.ts): a screen asking with the variables
// that were answered renders at once instead of querying. Signed-in staff may see more than a
// visitor: for them only the answers marked `everyone` (the site's own content) count.
import { createTokenStorage } from '../store/token-storage.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** An operation the build asks the gateway to answer into a document (`<file>.data.json`). */
export interface PageDataOperation {
  /** The printed operation. A declared `$now` gets the time of the request. */
  query: string;
  variables: Record<string, unknown>;
  /** The answer is the same for every reader, staff too (the site's own content). */
  everyone?: true;
}

/** One embedded answer: the variables it was asked with (`now` included) and its data. */
export interface EmbeddedAnswer<TData = unknown> {
  variables: Record<string, unknown>;
  data: TData;
  everyone?: true;
}

let answers: Map<string, EmbeddedAnswer> | undefined;

/** The page's answers, read (and the element removed) on first use. */
function embeddedAnswers(): Map<string, EmbeddedAnswer> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  const signedIn = createTokenStorage().load() !== null;
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Record<string, EmbeddedAnswer>;
    for (const [name, answer] of Object.entries(parsed)) {
      if (!answer || typeof answer !== 'object' || !('data' in answer)) continue;
      if (!signedIn || answer.everyone === true) answers.set(name, answer);
    }
  } catch {
    // Unreadable: the page asks for its data as usual.
  }
  return answers;
}

/** JSON with sorted keys and without `undefined`, to compare two sets of variables. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item)
            .filter(([, field]) => field !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : item,
  );
}

/**
 * Every answer the page carries, by operation name: handed out once (the public reader's cache,
 * api/public-answers.ts, takes them all when it is first used).
 */
export function takeEmbeddedAnswers(): Map<string, EmbeddedAnswer> {
  const all = embeddedAnswers();
  answers = new Map();
  return all;
}

/**
 * The answers of a page rendered on the server (prerender/render-pages.tsx, `renderPage`), where
 * there is no document to read them from: the public reader seeds from these instead.
 */
export function provideEmbeddedAnswers(given: Record<string, EmbeddedAnswer>): void {
  answers = new Map(Object.entries(given));
}

/** Forgets what was read (tests render several pages in one document). */
export function resetEmbeddedAnswers(): void {
  answers = undefined;
}
