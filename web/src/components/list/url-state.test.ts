// Unit tests of the URL state: parsing never throws, defaults stay out of the URL.
import { describe, expect, it } from 'vitest';
import {
  choiceParam,
  listParam,
  numberChoiceParam,
  oneOf,
  pageParam,
  readQuery,
  textParam,
  urlSchema,
  writeQuery,
} from './url-state.ts';

const schema = urlSchema({
  q: textParam(),
  page: pageParam(),
  limit: numberChoiceParam([10, 25, 50], 25),
  sort: choiceParam(['title', 'starts_at'], 'title'),
  phase: listParam(oneOf(['preparation', 'including'])),
});

const parse = (query: string) => schema.parse(readQuery(new URLSearchParams(query)));

describe('URL state', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ q: '', page: 1, limit: 25, sort: 'title', phase: [] });
  });

  it('reads single and repeated parameters', () => {
    expect(
      parse('q=knie&page=3&limit=50&sort=starts_at&phase=including&phase=preparation'),
    ).toEqual({
      q: 'knie',
      page: 3,
      limit: 50,
      sort: 'starts_at',
      phase: ['including', 'preparation'],
    });
  });

  it('falls back on malformed values instead of failing', () => {
    expect(parse('page=-2&limit=7&sort=evil&phase=unknown&phase=including')).toEqual({
      q: '',
      page: 1,
      limit: 25,
      sort: 'title',
      phase: ['including'],
    });
  });

  it('writes only what differs from the defaults and keeps unknown parameters', () => {
    const defaults = schema.parse({});
    const next = writeQuery(
      new URLSearchParams('utm=x&page=4'),
      { q: 'heup', page: 1, limit: 25, phase: ['including', 'preparation'] },
      defaults,
    );
    expect(next.toString()).toBe('phase=including&phase=preparation&q=heup&utm=x');
  });
});
