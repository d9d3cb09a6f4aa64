// A screen's state kept in the URL's query string (search, filters, sort, page): shareable links,
// and the back button undoes a change. Each parameter is a field that never fails: a missing or
// hand-edited value falls back on its default. The fields are a few lines each rather than a zod
// schema: zod's classic API (23 KB gzipped) or zod/mini (14 KB with the core it shares with the
// CMS's forms) was the largest part of a public list's JavaScript (docs/decisions.md). A zod
// schema with a `.catch()` is a field too (its `parse`), for the CMS's special cases.

/** The query string as plain values: a key given once is a string, given twice or more a list. */
export type RawQuery = Record<string, string | string[]>;

export function readQuery(params: URLSearchParams): RawQuery {
  const raw: RawQuery = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return raw;
}

/** One parameter: its value from the raw one (absent, given once or repeated); never throws. */
export interface UrlField<T> {
  parse(raw: unknown): T;
}

const field = <T>(parse: (raw: unknown) => T): UrlField<T> => ({ parse });

/** A number given once (`?page=3`), else NaN. */
const numberOf = (raw: unknown) =>
  typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;

/** A free-text parameter (trimmed, at most 200 characters); empty when absent. */
export const textParam = () =>
  field((raw) => (typeof raw === 'string' && raw.trim().length <= 200 ? raw.trim() : ''));

/** A page number from 1. */
export const pageParam = () =>
  field((raw) => {
    const page = numberOf(raw);
    return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
  });

/** One of a fixed list of values, else the fallback. */
export const choiceParam = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  field((raw): T[number] => values.find((value) => value === raw) ?? fallback);

/** A number from a fixed list (e.g. items per page), else the fallback. */
export const numberChoiceParam = (values: readonly number[], fallback: number) =>
  field((raw) => {
    const value = numberOf(raw);
    return values.includes(value) ? value : fallback;
  });

/** A test of one item of a list parameter. */
type ItemTest<T extends string> = (value: string) => value is T;

/** An item that is one of `values`. */
export const oneOf =
  <const T extends readonly string[]>(values: T): ItemTest<T[number]> =>
  (value): value is T[number] =>
    values.includes(value);

/** An item that matches `pattern` (e.g. an id). */
export const matching =
  (pattern: RegExp): ItemTest<string> =>
  (value): value is string =>
    pattern.test(value);

/** A repeatable parameter (`?phase=a&phase=b`); unknown or malformed items are dropped. */
export const listParam = <T extends string>(isItem: ItemTest<T>) =>
  field((raw): T[] =>
    (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).filter(
      (item): item is T => typeof item === 'string' && isItem(item),
    ),
  );

type Fields = Record<string, UrlField<unknown>>;

/** A query string's state: each field of `fields` read from its parameter. */
/** A list parameter's values with one chosen (`checked`) or taken back (a checkbox filter). */
export const toggled = <T>(values: readonly T[], value: T, checked: boolean): T[] =>
  checked ? [...values, value] : values.filter((item) => item !== value);

export interface UrlSchema<T> {
  parse(raw: RawQuery): T;
}

/** The state a schema reads. */
export type UrlStateOf<S extends UrlSchema<unknown>> = ReturnType<S['parse']>;

export const urlSchema = <F extends Fields>(
  fields: F,
): UrlSchema<{ [K in keyof F]: ReturnType<F[K]['parse']> }> => ({
  parse: (raw) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, param]) => [key, param.parse(raw[key])]),
    ) as { [K in keyof F]: ReturnType<F[K]['parse']> },
});

export type UrlValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/**
 * The query string for `values`, leaving out what equals the default (so a plain list has a
 * plain URL) and keeping parameters the schema does not know.
 */
export function writeQuery(
  current: URLSearchParams,
  values: Record<string, UrlValue>,
  defaults: Record<string, unknown>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(values)) {
    next.delete(key);
    if (value === undefined || value === null || value === '') continue;
    if (isSame(value, defaults[key])) continue;
    if (Array.isArray(value)) for (const item of value) next.append(key, String(item));
    else next.set(key, String(value));
  }
  next.sort();
  return next;
}

function isSame(value: UrlValue, fallback: unknown): boolean {
  if (Array.isArray(value))
    return Array.isArray(fallback) && value.length === fallback.length && value.length === 0;
  return value === fallback;
}
