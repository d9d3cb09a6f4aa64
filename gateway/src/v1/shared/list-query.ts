// Parses the list protocol of /v1 (with[], filter[...]/filters[...], page, limit, sort with '!')
// against what a resource declares; anything unknown is a 422, never silently ignored.
import { z } from 'zod';
import type { ListAnswer } from '../../domain/list-answer.ts';
import { type FieldErrors, ValidationError } from './http-errors.ts';
import { fieldErrorsFromIssues } from './zod-issues.ts';

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 25;

export interface SortKey<K extends string = string> {
  key: K;
  descending: boolean;
}

export interface ListQuery<
  F = Record<string, unknown>,
  S extends string = string,
  W extends string = string,
> {
  with: W[];
  filter: Partial<F>;
  page: number;
  limit: number;
  sort: SortKey<S>[];
}

export interface ListProtocol<
  F extends Record<string, unknown>,
  S extends string,
  W extends string,
> {
  /** zod schema per filter name; each parses the raw query value(s). */
  filters: { [K in keyof F]: z.ZodType<F[K]> };
  sorts: readonly S[];
  includes: readonly W[];
  defaultSort: SortKey<S>[];
}

const pageSchema = z.coerce.number().int().min(1);
const limitSchema = z.coerce.number().int().min(1).max(MAX_LIMIT);
const known = new Set(['with', 'filter', 'filters', 'page', 'limit', 'sort', 'ids', 'per_page']);

function asList(value: unknown): string[] {
  if (value === undefined || value === '') return [];
  const values = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? Object.values(value)
      : [value];
  return values
    .flatMap((entry) => String(entry).split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function parseListQuery<
  F extends Record<string, unknown>,
  S extends string,
  W extends string,
>(raw: Record<string, unknown>, protocol: ListProtocol<F, S, W>): ListQuery<F, S, W> {
  // No prototype: a query key named `constructor` is reported, not looked up on Object.prototype.
  const errors: FieldErrors = Object.create(null);
  const fail = (
    field: string,
    key: FieldErrors[string][number]['key'],
    params?: Record<string, string | number>,
  ) => {
    errors[field] = [...(errors[field] ?? []), params ? { key, params } : { key }];
  };

  for (const name of Object.keys(raw)) if (!known.has(name)) fail(name, 'validation.unknownField');

  const includes: W[] = [];
  for (const name of asList(raw.with)) {
    if ((protocol.includes as readonly string[]).includes(name)) includes.push(name as W);
    else fail(`with.${name}`, 'validation.unknownInclude');
  }

  const filter: Partial<F> = {};
  const rawFilters = { ...asRecord(raw.filters), ...asRecord(raw.filter) };
  for (const [name, value] of Object.entries(rawFilters)) {
    const schema = Object.hasOwn(protocol.filters, name)
      ? protocol.filters[name as keyof F]
      : undefined;
    if (!schema) {
      fail(`filter.${name}`, 'validation.unknownFilter');
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) filter[name as keyof F] = parsed.data;
    else Object.assign(errors, fieldErrorsFromIssues(parsed.error.issues, ['filter', name]));
  }

  const sort: SortKey<S>[] = [];
  for (const token of asList(raw.sort)) {
    const descending = token.startsWith('!') || token.startsWith('-');
    const key = descending ? token.slice(1) : token;
    if ((protocol.sorts as readonly string[]).includes(key))
      sort.push({ key: key as S, descending });
    else fail(`sort.${key}`, 'validation.unknownSort');
  }

  const page =
    raw.page === undefined ? { success: true as const, data: 1 } : pageSchema.safeParse(raw.page);
  if (!page.success) Object.assign(errors, fieldErrorsFromIssues(page.error.issues, ['page']));
  const rawLimit = raw.limit ?? raw.per_page;
  const limit =
    rawLimit === undefined
      ? { success: true as const, data: DEFAULT_LIMIT }
      : limitSchema.safeParse(rawLimit);
  if (!limit.success) Object.assign(errors, fieldErrorsFromIssues(limit.error.issues, ['limit']));

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    with: includes,
    filter,
    page: page.success ? page.data : 1,
    limit: limit.success ? limit.data : DEFAULT_LIMIT,
    sort: sort.length > 0 ? sort : protocol.defaultSort,
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function listAnswer<T>(
  data: T[],
  total: number,
  page: number,
  limit: number,
): ListAnswer<T> {
  const from = data.length > 0 ? (page - 1) * limit + 1 : null;
  return {
    data,
    current_page: page,
    from,
    to: from === null ? null : from + data.length - 1,
    last_page: Math.max(1, Math.ceil(total / limit)),
    per_page: limit,
    total,
  };
}
