// renderPage, which the gateway runs per request (gateway/src/web-hosting/page-renderer.ts): a
// page with data rendered whole from the answers the gateway embeds, under its route, in the
// frame; the answers serve that render alone. (That the app's first render in a browser makes the
// same markup, without a layout shift: tests/e2e/first-paint.spec.ts.)
import { describe, expect, it } from 'vitest';
import { RESULTS_PER_PAGE } from '../features/search/results-state.ts';
import { renderDocuments, renderFooter, renderPage } from './render-pages.tsx';

const pageInfo = (total: number) => ({
  __typename: 'PageInfo',
  currentPage: 1,
  lastPage: 1,
  total,
});

const searchAnswer = (term: string) => ({
  SearchResults: {
    variables: {
      search: term,
      limit: RESULTS_PER_PAGE,
      associationsPage: 1,
      programsPage: 1,
      evaluationsPage: 1,
    },
    data: {
      associationResults: {
        __typename: 'AssociationPage',
        data: [
          {
            __typename: 'Association',
            id: '4',
            title: 'Nederlandse Orthopaedische Vereniging',
            abbreviation: 'NOV',
            description: '<p>Orthopedisch chirurgen &amp; heupprothesen.</p>',
          },
        ],
        pageInfo: pageInfo(1),
      },
      programResults: { __typename: 'ProgramPage', data: [], pageInfo: pageInfo(0) },
      evaluationResults: {
        __typename: 'EvaluationPage',
        data: [
          {
            __typename: 'Evaluation',
            id: '9',
            title: 'Heupprothese met of zonder cement',
            url: '/evaluations/heupprothese',
            phase: 'INCLUDING',
            descriptionShort: 'Vergelijkt twee manieren van fixeren.',
          },
        ],
        pageInfo: pageInfo(1),
      },
    },
  },
});

const footerAnswer = {
  SiteFooter: {
    variables: {},
    data: {
      siteContent: {
        __typename: 'SiteContent',
        privacyStatementHref: '/v1/files/12',
        privacyStatementFile: { __typename: 'File', id: '12' },
        sponsors: [
          {
            __typename: 'Sponsor',
            id: '1',
            name: 'Zorgverzekeraars Nederland',
            url: 'https://www.zn.nl',
            logo: { __typename: 'File', id: '7', url: '/v1/files/7' },
          },
        ],
      },
    },
  },
};

describe('renderPage', () => {
  it('renders the search page with the answers for its term, in the frame with its trail', () => {
    const html = renderPage('shells/search.html', '/search?q=heup', searchAnswer('heup'));
    expect(html).toContain('Nederlandse Orthopaedische Vereniging');
    // The card's text, read as plain text, with the term marked.
    expect(html).toContain('Orthopedisch chirurgen &amp; <mark');
    expect(html).toContain('2 resultaten voor ‘heup’');
    expect(html).toContain('href="/evaluations/heupprothese"');
    expect(html).toContain('Hoofdmenu');
    expect(html).toContain('Zoekresultaten');
  });

  it('uses the answers for that render only: the next one without them shows no results', () => {
    renderPage('shells/search.html', '/search?q=heup', searchAnswer('heup'));
    const next = renderPage('shells/search.html', '/search?q=heup', {});
    expect(next).not.toContain('Nederlandse Orthopaedische Vereniging');
  });

  it('renders an information page whole from its answer, with the footer from its own', () => {
    const html = renderPage('shells/disclaimer.html', '/disclaimer', {
      ...footerAnswer,
      SitePage: {
        variables: { key: 'DISCLAIMER' },
        data: {
          sitePage: {
            __typename: 'SitePage',
            key: 'DISCLAIMER',
            introNl: 'Geen rechten.',
            introEn: 'No rights.',
            bodyNl: '<h2>Informatie</h2><p>Zie <a href="/contact">contact</a>.</p>',
            bodyEn: null,
          },
        },
      },
    });
    expect(html).toContain('Geen rechten.');
    expect(html).toContain('<h2>Informatie</h2>');
    expect(html).toContain('alt="Zorgverzekeraars Nederland"');
    expect(html).not.toContain('role="status"');
  });

  it('renders the footer alone as it is in the page, with the privacy link and the sponsors', () => {
    const footer = renderFooter(footerAnswer);
    expect(footer).toMatch(/^<footer data-site-footer/);
    expect(footer).toContain('href="/v1/files/12"');
    expect(footer).toContain('(pdf, opent in een nieuw venster)');
    expect(footer).toContain('src="/v1/files/7"');
    // The same markup as inside the rendered page.
    const page = renderPage('shells/disclaimer.html', '/disclaimer', footerAnswer) ?? '';
    expect(page).toContain(footer);
  });

  it('renders no page whose document has no request render', () => {
    expect(renderPage('shells/trialbureaus.html', '/trialbureaus', {})).toBeNull();
    expect(renderPage('shells/unknown.html', '/x', {})).toBeNull();
  });

  it('has a request render for every document with data but the home page', () => {
    const { pages } = renderDocuments();
    const withData = pages.filter((page) => page.data).map((page) => page.file);
    for (const file of withData.filter((name) => name !== 'index.html'))
      expect(renderPage(file, '/', {}), file).not.toBeNull();
  });
});
