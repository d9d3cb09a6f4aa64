// Answers the gateway put into the page's HTML for its first render (docs/web.md, "Prerendered
// HTML"). The build writes, beside a prerendered document, the operations whose answers the page
// needs first (`<file>.data.json`: query and variables, see `PageDataOperation`); serving that
// document the gateway runs them as an anonymous visitor and embeds the answers as
// `<script type="application/json" id="page-data">{ "<operation name>": { variables, data } }`.
// A page takes an answer once, when the variables it would ask with are the ones answered, so it
// renders at once instead of querying. Signed-in staff may see more than a visitor: for them the
// answers do not count.
import type { DocumentNode } from 'graphql';
import { createTokenStorage } from '../store/token-storage.ts';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** An operation the build asks the gateway to answer into a document (`<file>.data.json`). */
export interface PageDataOperation {
  /** The printed operation. A declared `$now` gets the time of the request. */
  query: string;
  variables: Record<string, unknown>;
}

/** One embedded answer: the variables it was asked with (`now` included) and its data. */
export interface EmbeddedAnswer<TData = unknown> {
  variables: Record<string, unknown>;
  data: TData;
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
  if (createTokenStorage().load() !== null) return answers;
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Record<string, EmbeddedAnswer>;
    for (const [name, answer] of Object.entries(parsed)) {
      if (answer && typeof answer === 'object' && 'data' in answer) answers.set(name, answer);
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

export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition) => definition.kind === 'OperationDefinition',
  );
  return operation && 'name' in operation ? (operation.name?.value ?? '') : '';
}

/**
 * Whether an answer for the operation with exactly these variables is waiting (without taking
 * it); `variables` undefined: with any variables.
 */
export function hasEmbeddedAnswer(name: string, variables?: Record<string, unknown>): boolean {
  const answer = embeddedAnswers().get(name);
  return (
    answer !== undefined &&
    (variables === undefined || canonicalJson(answer.variables) === canonicalJson(variables))
  );
}

/** The answer embedded for the operation (by name), or null; each answer is taken once. */
export function takeEmbeddedAnswer<TData>(name: string): EmbeddedAnswer<TData> | null {
  const all = embeddedAnswers();
  const answer = all.get(name);
  all.delete(name);
  return (answer as EmbeddedAnswer<TData> | undefined) ?? null;
}

/** Forgets what was read (tests render several pages in one document). */
export function resetEmbeddedAnswers(): void {
  answers = undefined;
}
