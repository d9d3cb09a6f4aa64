// The home page's states in jsdom: placeholders while loading, the loading-problem text (with the
// static texts still there) and a working retry, the data once it arrives, the answer embedded in
// the page (no request), and the search form.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { embedPageData } from '../../test-support/embed-page-data.ts';
import { countedGraphql } from '../../test-support/fake-graphql.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import HomePage from './HomePage.tsx';

const total = (count: number) => ({
  __typename: 'Page',
  pageInfo: { __typename: 'PageInfo', total: count },
});

const home = {
  data: {
    latestEvaluations: {
      __typename: 'EvaluationPage',
      data: [
        {
          __typename: 'Evaluation',
          id: '7',
          title: 'Gips of brace na een enkelfractuur',
          url: '/evaluations/gips-of-brace',
          startsAt: '2026-03-01',
          descriptionShort: 'Welke behandeling geeft sneller herstel?',
        },
      ],
    },
    news: {
      __typename: 'PostPage',
      data: [
        {
          __typename: 'Post',
          id: '4',
          title: 'Eerste patiënt geïncludeerd',
          publishAt: '2026-10-02T09:00:00.000Z',
          isPinned: true,
          postable: {
            __typename: 'PostOwner',
            type: 'PROGRAM',
            id: '2',
            title: 'Doelmatigheidsonderzoek',
          },
        },
      ],
    },
    evaluationCount: { ...total(12), __typename: 'EvaluationPage' },
    associationCount: { ...total(5), __typename: 'AssociationPage' },
    programCount: { ...total(1), __typename: 'ProgramPage' },
    trialBureauCount: { ...total(1), __typename: 'TrialBureauPage' },
    monitorCount: { ...total(3), __typename: 'EvaluationPage' },
  },
};

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

afterEach(cleanup);

describe('HomePage', () => {
  it('keeps its texts on a loading problem and shows the data after a retry', async () => {
    renderApp(<HomePage />, {
      url: '/',
      graphql: countedGraphql(home, { failFirst: true }).graphql,
    });
    expect(screen.getAllByRole('status')[0]?.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Samen bewijzen wat werkt in de zorg',
    );

    const evaluation = await screen.findByRole('link', {
      name: 'Gips of brace na een enkelfractuur',
    });
    expect(evaluation.getAttribute('href')).toBe('/evaluations/gips-of-brace');
    const post = screen.getByRole('link', { name: 'Eerste patiënt geïncludeerd' });
    expect(post.getAttribute('href')).toBe('/programs/2');
    expect(screen.getByTestId('home-count-evaluations').textContent).toBe('12 zorgevaluaties');
    expect(screen.getByTestId('home-count-programs').textContent).toBe('1 programma');
    expect(screen.getByTestId('home-count-monitor').textContent).toBe('3 studies gevolgd');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders at once from the answer embedded in the page, and queries on a later visit', async () => {
    embedPageData({
      HomePage: { variables: { now: '2026-11-26T10:00:00.000Z' }, data: home.data },
    });

    const embedded = countedGraphql(home);
    const first = renderApp(<HomePage />, { url: '/', graphql: embedded.graphql });
    expect(screen.getByTestId('home-count-evaluations').textContent).toBe('12 zorgevaluaties');
    expect(
      screen.getByRole('link', { name: 'Gips of brace na een enkelfractuur' }).getAttribute('href'),
    ).toBe('/evaluations/gips-of-brace');
    expect(screen.queryAllByRole('status').filter((s) => s.ariaBusy === 'true')).toHaveLength(0);
    expect(embedded.calls).toBe(0);
    expect(document.getElementById('page-data')).toBeNull();
    first.unmount();

    const later = countedGraphql(home);
    renderApp(<HomePage />, { url: '/', graphql: later.graphql });
    expect(screen.getAllByRole('status')[0]?.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('home-count-evaluations')).toBeTruthy();
    expect(later.calls).toBe(1);
  });

  it('sends a search to the evaluations list', async () => {
    renderApp(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/evaluations" element={<Location />} />
      </Routes>,
      { url: '/', graphql: countedGraphql(home).graphql },
    );
    const field = screen.getByRole('searchbox', { name: 'Zoek een zorgevaluatie' });
    fireEvent.change(field, { target: { value: ' heup fractuur ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/evaluations?q=heup+fractuur',
    );
  });
});
