import { describe, expect, it } from 'vitest';
import { clientRoutePatterns } from '../app/routes.tsx';
import { documentProblems } from './documents-manifest.ts';
import { renderDocuments } from './render-pages.tsx';

describe('documentProblems', () => {
  it('names a public route without a document, one with two, and a document shared by routes', () => {
    expect(
      documentProblems(
        ['/', '/who', '/about', '/search'],
        [
          { file: 'index.html', routes: ['/'] },
          { file: 'shells/who.html', routes: ['/who', '/about'] },
          { file: 'shells/about.html', routes: ['/about'] },
        ],
      ),
    ).toEqual([
      'the public route /about has 2 documents',
      'the public route /search has no document',
      'shells/who.html answers /who, /about: one document each',
    ]);
  });
});

describe('the documents of the build', () => {
  const { pages, manifest } = renderDocuments();

  it('give every public route of routes.tsx a document of its own', () => {
    expect(documentProblems(clientRoutePatterns.public, manifest.documents)).toEqual([]);
    for (const route of clientRoutePatterns.public)
      expect(
        manifest.documents.some((doc) => doc.routes.includes(route)),
        route,
      ).toBe(true);
  });

  it('answer the guest and app routes too, and only routes that routes.tsx has', () => {
    const known = [
      ...clientRoutePatterns.public,
      ...clientRoutePatterns.guest,
      ...clientRoutePatterns.app,
    ];
    const answered = manifest.documents.flatMap((doc) => doc.routes);
    expect([...answered].sort()).toEqual([...known].sort());
  });

  it('render each document the manifest names, with the marks where the gateway fills in', () => {
    const files = new Set(pages.map((page) => page.file));
    for (const doc of manifest.documents)
      if (doc.file !== 'app.html') expect(files.has(doc.file), doc.file).toBe(true);
    const html = (file: string) => pages.find((page) => page.file === file)?.html ?? '';
    for (const doc of manifest.documents.filter((entry) => entry.record))
      expect(html(doc.file), doc.file).toContain(manifest.titleMark);
    expect(html(manifest.notFound)).toContain('Pagina niet gevonden');
    expect(html(manifest.error)).toContain(manifest.requestIdMark);
  });

  it('mark the footer of every page in the public frame, where the gateway fills in the site content', () => {
    const { start, end } = manifest.footer.marks;
    for (const page of pages.filter((entry) => entry.file !== manifest.error)) {
      expect(page.html.split(start).length, page.file).toBe(2);
      expect(page.html.indexOf(end), page.file).toBeGreaterThan(page.html.indexOf(start));
    }
    expect(manifest.footer.data.map((operation) => operation.query)).toEqual([
      expect.stringContaining('query SiteFooter'),
    ]);
  });

  it("give an information page its heading and its content's operations (the text is the site's content)", () => {
    const who = pages.find((page) => page.file === 'shells/who.html');
    expect(who?.html).toContain('<h1');
    expect(who?.html).toContain(manifest.contentMarks.start);
    expect(who?.data).toEqual([
      {
        query: expect.stringContaining('query SitePage'),
        variables: { key: 'WHO' },
        everyone: true,
      },
    ]);
    const contact = pages.find((page) => page.file === 'shells/contact.html');
    expect(contact?.data?.map((operation) => operation.query.split('(')[0]?.trim())).toEqual([
      expect.stringContaining('query SitePage'),
      expect.stringContaining('query SiteContact'),
    ]);
  });
});
