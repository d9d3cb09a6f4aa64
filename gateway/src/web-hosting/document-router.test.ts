import { describe, expect, it } from 'vitest';
import { documentRouter } from './document-router.ts';
import type { ManifestDocument } from './documents-manifest.ts';

const documents: ManifestDocument[] = [
  { file: 'index.html', routes: ['/'] },
  { file: 'shells/evaluations.html', routes: ['/evaluations'] },
  {
    file: 'shells/evaluation.html',
    routes: ['/evaluations/:id'],
    record: { kind: 'evaluation', param: 'id' },
  },
  { file: 'shells/public.html', routes: ['/cms/login', '/forgot-password'] },
  { file: 'app.html', routes: ['/logout', '/cms', '/cms/users/:id', '/cms/centers/merge'] },
];

describe('documentRouter', () => {
  const find = documentRouter(documents);
  const fileOf = (pathname: string) => find(pathname)?.document.file ?? null;

  it.each([
    ['/', 'index.html'],
    ['/evaluations', 'shells/evaluations.html'],
    ['/evaluations/', 'shells/evaluations.html'],
    ['/Evaluations', 'shells/evaluations.html'],
    ['/evaluations/heup-na-val', 'shells/evaluation.html'],
    ['/cms/login', 'shells/public.html'],
    ['/forgot-password', 'shells/public.html'],
    ['/cms', 'app.html'],
    ['/cms/users/4', 'app.html'],
    ['/cms/centers/merge', 'app.html'],
    ['/logout', 'app.html'],
  ])('answers %s with %s', (pathname, file) => {
    expect(fileOf(pathname)).toBe(file);
  });

  it.each([
    '/does-not-exist',
    '/evaluations/a/b',
    '/cms/unknown',
    '/cms/users',
    '//evaluations',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/evaluations/%ZZ',
    '/evaluations/%ED%A0%80',
    `/evaluations/${'x'.repeat(201)}`,
  ])('finds no page at %s', (pathname) => {
    expect(fileOf(pathname)).toBeNull();
  });

  it('reads the parameter percent-decoded, in its own letter case', () => {
    expect(find('/evaluations/Hart%20Falen')?.params).toEqual({ id: 'Hart Falen' });
    expect(find('/evaluations/1%00')?.params).toEqual({ id: '1\u0000' });
  });
});
