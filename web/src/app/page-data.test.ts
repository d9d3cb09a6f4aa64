// The answers embedded in the page: read once, only for an anonymous visitor, matched on
// variables whatever their key order.
import { afterEach, describe, expect, it } from 'vitest';
import { embedPageData } from '../test-support/embed-page-data.ts';
import {
  canonicalJson,
  hasEmbeddedAnswer,
  PAGE_DATA_ELEMENT_ID,
  resetEmbeddedAnswers,
  takeEmbeddedAnswer,
} from './page-data.ts';

afterEach(() => {
  localStorage.clear();
  resetEmbeddedAnswers();
});

describe('embedded page answers', () => {
  it('are taken once, and the element leaves the document', () => {
    embedPageData({ List: { variables: { page: 1 }, data: { total: 3 } } });
    expect(hasEmbeddedAnswer('List', { page: 1 })).toBe(true);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(hasEmbeddedAnswer('List', { page: 2 })).toBe(false);
    expect(takeEmbeddedAnswer('List')).toEqual({ variables: { page: 1 }, data: { total: 3 } });
    expect(takeEmbeddedAnswer('List')).toBeNull();
    expect(takeEmbeddedAnswer('Other')).toBeNull();
  });

  it('do not count for a signed-in user, who may see more than a visitor', () => {
    localStorage.setItem('zorgevaluatie.access_token', 'a');
    localStorage.setItem('zorgevaluatie.refresh_token', 'r');
    embedPageData({ List: { variables: {}, data: { total: 3 } } });
    expect(hasEmbeddedAnswer('List')).toBe(false);
    expect(takeEmbeddedAnswer('List')).toBeNull();
  });

  it('survive unreadable JSON as no answers', () => {
    embedPageData({});
    (document.getElementById(PAGE_DATA_ELEMENT_ID) as HTMLElement).textContent = '{"List":';
    expect(takeEmbeddedAnswer('List')).toBeNull();
  });

  it('compare variables without regard to key order or undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { f: 1, e: 0 }] } })).toBe(
      '{"a":{"c":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
