// The answers embedded in the page: read once, only for an anonymous visitor (but the site's
// content, the same for everyone), matched on
// variables whatever their key order.
import { afterEach, describe, expect, it } from 'vitest';
import { embedPageData } from '../test-support/embed-page-data.ts';
import {
  canonicalJson,
  PAGE_DATA_ELEMENT_ID,
  resetEmbeddedAnswers,
  takeEmbeddedAnswers,
} from './page-data.ts';

afterEach(() => {
  localStorage.clear();
  resetEmbeddedAnswers();
});

describe('embedded page answers', () => {
  it('are taken once, and the element leaves the document', () => {
    embedPageData({ List: { variables: { page: 1 }, data: { total: 3 } } });
    expect([...takeEmbeddedAnswers()]).toEqual([
      ['List', { variables: { page: 1 }, data: { total: 3 } }],
    ]);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(takeEmbeddedAnswers().size).toBe(0);
  });

  it('do not count for a signed-in user, who may see more than a visitor', () => {
    localStorage.setItem('zorgevaluatie.access_token', 'a');
    localStorage.setItem('zorgevaluatie.refresh_token', 'r');
    embedPageData({ List: { variables: {}, data: { total: 3 } } });
    expect(takeEmbeddedAnswers().size).toBe(0);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('count for a signed-in user where they are the same for everyone (the site content)', () => {
    localStorage.setItem('zorgevaluatie.access_token', 'a');
    localStorage.setItem('zorgevaluatie.refresh_token', 'r');
    const footer = { variables: {}, data: { siteContent: null }, everyone: true as const };
    embedPageData({ List: { variables: {}, data: { total: 3 } }, SiteFooter: footer });
    expect([...takeEmbeddedAnswers()]).toEqual([['SiteFooter', footer]]);
  });

  it('survive unreadable JSON as no answers', () => {
    embedPageData({});
    (document.getElementById(PAGE_DATA_ELEMENT_ID) as HTMLElement).textContent = '{"List":';
    expect(takeEmbeddedAnswers().size).toBe(0);
  });

  it('compare variables without regard to key order or undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { f: 1, e: 0 }] } })).toBe(
      '{"a":{"c":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
