// The list protocol parser: includes, filters (and the filters alias), paging, sorting, 422s.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ValidationError } from './http-errors.ts';
import { listAnswer, parseListQuery } from './list-query.ts';
import { localeFromHeader } from './messages.ts';

const protocol = {
  filters: { search: z.string(), status: z.enum(['draft', 'published']) },
  sorts: ['title', 'starts_at'] as const,
  includes: ['logo', 'people'] as const,
  defaultSort: [{ key: 'title' as const, descending: false }],
};

const errorsOf = (raw: Record<string, unknown>) => {
  try {
    parseListQuery(raw, protocol);
    return undefined;
  } catch (error) {
    return (error as ValidationError).fieldErrors;
  }
};

describe('parseListQuery', () => {
  it('reads with[], filter[], filters[] alias, page, limit and several sort keys', () => {
    const query = parseListQuery(
      {
        with: ['logo', 'people'],
        filter: { search: 'heup' },
        filters: { status: 'draft' },
        page: '2',
        limit: '10',
        sort: '!starts_at,title',
      },
      protocol,
    );
    expect(query).toEqual({
      with: ['logo', 'people'],
      filter: { search: 'heup', status: 'draft' },
      page: 2,
      limit: 10,
      sort: [
        { key: 'starts_at', descending: true },
        { key: 'title', descending: false },
      ],
    });
  });

  it('uses defaults: page 1, limit 25, the default sort', () => {
    expect(parseListQuery({}, protocol)).toMatchObject({
      page: 1,
      limit: 25,
      sort: protocol.defaultSort,
      with: [],
    });
  });

  it('rejects unknown includes, filters, sort keys and parameters, and bad paging', () => {
    expect(
      errorsOf({
        with: 'avatar',
        filter: { color: 'red' },
        sort: 'color',
        page: '0',
        limit: '101',
        x: '1',
      }),
    ).toEqual({
      'with.avatar': [{ key: 'validation.unknownInclude' }],
      'filter.color': [{ key: 'validation.unknownFilter' }],
      'sort.color': [{ key: 'validation.unknownSort' }],
      page: [{ key: 'validation.tooSmall', params: { min: 1 } }],
      limit: [{ key: 'validation.tooBig', params: { max: 100 } }],
      x: [{ key: 'validation.unknownField' }],
    });
  });

  it('validates filter values', () => {
    expect(errorsOf({ filter: { status: 'gone' } })).toEqual({
      'filter.status': [{ key: 'validation.oneOf', params: { values: 'draft, published' } }],
    });
  });
});

describe('listAnswer', () => {
  it('carries the paging meta', () => {
    expect(listAnswer(['a', 'b'], 27, 3, 10)).toEqual({
      data: ['a', 'b'],
      current_page: 3,
      from: 21,
      to: 22,
      last_page: 3,
      per_page: 10,
      total: 27,
    });
    expect(listAnswer([], 0, 1, 25)).toEqual({
      data: [],
      current_page: 1,
      from: null,
      to: null,
      last_page: 1,
      per_page: 25,
      total: 0,
    });
  });
});

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'nl'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, nl;q=0.8', 'nl'],
    ['de', 'nl'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
