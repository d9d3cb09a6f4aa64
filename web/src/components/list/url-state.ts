// A screen's state kept in the URL's query string (search, filters, sort, page): shareable links,
// and the back button undoes a change. Values are parsed with a zod schema that never throws:
// every field has a `catch` default, so a hand-edited URL falls back instead of failing. Built on
// `zod/mini` (the same schemas, tree-shakable): public lists load a few KB of it instead of zod's
// classic API (docs/decisions.md); a classic `z.object` takes these fields as well.
import { z } from 'zod/mini';

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

/** A free-text parameter; empty when absent. */
export const textParam = () => z.catch(z.string().check(z.trim(), z.maxLength(200)), '');

/** A page number from 1. */
export const pageParam = () =>
  z.catch(z.coerce.number().check(z.refine(Number.isInteger), z.minimum(1), z.maximum(100_000)), 1);

/** One of a fixed list of values, else the fallback. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => z.catch(z.enum(values), fallback);

/** A number from a fixed list (e.g. items per page), else the fallback. */
export const numberChoiceParam = (values: readonly number[], fallback: number) =>
  z.catch(z.coerce.number().check(z.refine((value) => values.includes(value))), fallback);

/** A string schema of either zod API (an item of a list parameter). */
type StringSchema = z.core.$ZodType<string>;

/** A repeatable parameter (`?phase=a&phase=b`); unknown or malformed items are dropped. */
export const listParam = <T extends StringSchema>(item: T) =>
  z.transform((value: unknown) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((entry) => {
      const parsed = z.safeParse(item, entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

/** A query string's state: an object of the fields above. */
export type UrlSchema = z.core.$ZodType<Record<string, unknown>>;

/** The state of a query string: never fails, each field falls back on its default. */
export const parseUrlState = <S extends UrlSchema>(schema: S, raw: RawQuery): z.output<S> =>
  z.parse(schema, raw);

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
