// Unit tests of the search results page's URL state.
import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../components/list/url-state.ts';
import { searchResultsHref } from '../../components/search/results-href.ts';
import { newSearch, pageParamOf, resultsSchema, resultsVariables } from './results-state.ts';

const parse = (query: string) => resultsSchema.parse(readQuery(new URLSearchParams(query)));
const defaults = resultsSchema.parse({});

describe('search results URL state', () => {
  it('reads the term and a page per kind', () => {
    expect(parse('q=+knie+heup+&programs_page=2&evaluations_page=4')).toEqual({
      q: 'knie heup',
      associations_page: 1,
      programs_page: 2,
      evaluations_page: 4,
    });
  });

  it('falls back on malformed values instead of failing', () => {
    expect(parse(`q=${'x'.repeat(300)}&associations_page=-1&evaluations_page=abc`)).toEqual(
      defaults,
    );
    expect(parse('q=a&q=b')).toEqual(defaults);
  });

  it('names each kind page parameter after the kind', () => {
    expect(pageParamOf('evaluations')).toBe('evaluations_page');
    expect(Object.keys(defaults)).toEqual(
      expect.arrayContaining(['associations_page', 'programs_page', 'evaluations_page']),
    );
  });

  it('starts every kind on its first page for a new term, leaving pages 1 out of the URL', () => {
    const current = new URLSearchParams('q=knie&evaluations_page=3&programs_page=2&utm=x');
    const next = writeQuery(current, newSearch('heup'), defaults);
    expect(next.toString()).toBe('q=heup&utm=x');
  });

  it('pages one kind without touching the others', () => {
    const current = new URLSearchParams('q=knie&programs_page=2');
    const next = writeQuery(current, { evaluations_page: 3 }, defaults);
    expect(parse(next.toString())).toEqual({
      q: 'knie',
      associations_page: 1,
      programs_page: 2,
      evaluations_page: 3,
    });
  });

  it('turns the state into the variables of the one query', () => {
    expect(resultsVariables(parse('q=zorg&associations_page=2'))).toEqual({
      search: 'zorg',
      limit: 10,
      associationsPage: 2,
      programsPage: 1,
      evaluationsPage: 1,
    });
  });
});

describe('searchResultsHref', () => {
  it('puts the trimmed term in the query string, encoded', () => {
    expect(searchResultsHref('  zorg & één ')).toBe('/search?q=zorg+%26+%C3%A9%C3%A9n');
    expect(parse(searchResultsHref('  zorg & één ').split('?')[1] ?? '').q).toBe('zorg & één');
  });

  it('leads to the page without a term when there is none', () => {
    expect(searchResultsHref('   ')).toBe('/search');
  });
});
