// renderPage, which the gateway runs per request (gateway/src/web-hosting/page-renderer.ts): a
// page with data rendered whole from the answers the gateway embeds, under its route, in the
// frame; the answers serve that render alone. (That the app's first render in a browser makes the
// same markup, without a layout shift: tests/e2e/first-paint.spec.ts.)
import { describe, expect, it } from 'vitest';
import { RESULTS_PER_PAGE } from '../features/search/results-state.ts';
import { renderDocuments, renderPage } from './render-pages.tsx';

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

  it('renders no page whose document has no request render', () => {
    expect(renderPage('shells/who.html', '/who', {})).toBeNull();
    expect(renderPage('shells/unknown.html', '/x', {})).toBeNull();
  });

  it('has a request render for every document with data but the home page', () => {
    const { pages } = renderDocuments();
    const withData = pages.filter((page) => page.data).map((page) => page.file);
    for (const file of withData.filter((name) => name !== 'index.html'))
      expect(renderPage(file, '/', {}), file).not.toBeNull();
  });
});
