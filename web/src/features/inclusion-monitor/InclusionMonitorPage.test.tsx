// The monitor screen's states in jsdom: skeleton while loading, the loading-problem text with a
// working retry, the cards once data arrives, the empty state when the URL's filters match none,
// landing on the entry a link's fragment names once the entries are drawn, and the first render
// from the answer embedded in the page (no request), its cards added in steps.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedPageData } from '../../test-support/embed-page-data.ts';
import { countedGraphql } from '../../test-support/fake-graphql.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import InclusionMonitorPage from './InclusionMonitorPage.tsx';

const monitor = {
  data: {
    inclusionMonitor: {
      __typename: 'InclusionMonitor',
      categories: [
        {
          __typename: 'InclusionMonitorCategory',
          gradation: {
            __typename: 'Gradation',
            id: '1',
            title: 'Categorie 1',
            description: 'Loopt volgens planning.',
            position: 1,
          },
          evaluations: [
            {
              __typename: 'InclusionMonitorEvaluation',
              evaluation: {
                __typename: 'Evaluation',
                id: '7',
                title: 'Appendicitis',
                url: '/evaluations/appa',
                phase: 'INCLUDING',
                specializations: [{ __typename: 'Specialization', id: '3', title: 'Heelkunde' }],
              },
              target: 40,
              includedSoFar: 10,
              lastReportedMonth: '2026-09-01',
              series: [
                {
                  __typename: 'InclusionMonitorPoint',
                  month: '2026-08-01',
                  included: 4,
                  cumulative: 4,
                },
                {
                  __typename: 'InclusionMonitorPoint',
                  month: '2026-09-01',
                  included: 6,
                  cumulative: 10,
                },
              ],
              centers: [
                {
                  __typename: 'InclusionMonitorCenter',
                  center: { __typename: 'Center', id: '2', title: 'LUMC', type: 'UMC' },
                  included: 10,
                },
              ],
              projection: {
                __typename: 'InclusionProjection',
                pace: 'BEHIND_SCHEDULE',
                endsAt: '2027-01-31',
                monthlyRate: 5,
                projectedTotal: 30,
              },
            },
          ],
        },
      ],
    },
  },
};

afterEach(cleanup);

describe('InclusionMonitorPage', () => {
  it('shows a skeleton, then the loading problem, and the data after retry', async () => {
    renderApp(<InclusionMonitorPage />, {
      url: '/inclusie-monitor',
      graphql: countedGraphql(monitor, { failFirst: true }).graphql,
    });
    expect((await screen.findByRole('status')).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByRole('heading', { level: 3, name: 'Appendicitis' });
    expect(screen.getByTestId('monitor-progress').textContent).toBe('10 van 40 geïncludeerd (25%)');
    expect(screen.getByTestId('monitor-pace').textContent).toBe('Achter op schema');
    const centers = screen.getByRole('table', { name: 'Inclusie per centrum van Appendicitis' });
    expect(centers.textContent).toContain('LUMCUMC10');
  });

  it('shows the empty state when the filters in the URL match nothing', async () => {
    renderApp(<InclusionMonitorPage />, {
      url: '/inclusie-monitor?phase=COMPLETED',
      graphql: countedGraphql(monitor).graphql,
    });
    await screen.findByText('Geen zorgevaluaties op de monitor die aan deze filters voldoen.');
    expect(screen.queryByTestId('monitor-evaluation')).toBeNull();
  });

  it('lands on the entry the fragment names once drawn, with filters in the URL too', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // jsdom lays nothing out and has no scrollIntoView; the spy records which element was asked.
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderApp(<InclusionMonitorPage />, {
        url: '/inclusie-monitor?category=1#zorgevaluatie-7',
        graphql: countedGraphql(monitor).graphql,
      });
      const heading = await screen.findByRole('heading', { level: 3, name: 'Appendicitis' });
      const entry = heading.closest('article');
      expect(entry?.id).toBe('zorgevaluatie-7');
      expect(scrolled).toEqual([entry]);
      expect(document.activeElement).toBe(entry);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('renders from the answer embedded in the page without asking, adding cards in steps', async () => {
    const [category] = monitor.data.inclusionMonitor.categories;
    const [evaluation] = category?.evaluations ?? [];
    if (!category || !evaluation) throw new Error('fixture');
    const evaluations = ['1', '2', '3', '4', '5'].map((id) => ({
      ...evaluation,
      evaluation: { ...evaluation.evaluation, id, title: `Evaluatie ${id}` },
    }));
    embedPageData({
      InclusionMonitor: {
        variables: {},
        data: {
          inclusionMonitor: {
            ...monitor.data.inclusionMonitor,
            categories: [{ ...category, evaluations }],
          },
        },
      },
    });
    const server = countedGraphql(monitor, { failFirst: true });
    renderApp(<InclusionMonitorPage />, { url: '/inclusie-monitor', graphql: server.graphql });
    // The first render has the figures and the first cards; the rest follow in later tasks.
    expect(screen.getByText('5 zorgevaluaties op de monitor')).toBeTruthy();
    expect(screen.getAllByTestId('monitor-evaluation')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('monitor-evaluation')).toHaveLength(5));
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Evaluatie 1', 'Evaluatie 2', 'Evaluatie 3', 'Evaluatie 4', 'Evaluatie 5']);
    expect(server.calls).toBe(0);

    // Each chart's table alternative is rendered when it is first opened.
    const [firstCard] = screen.getAllByTestId('monitor-evaluation');
    if (!firstCard) throw new Error('no card');
    expect(within(firstCard).queryByTestId('monitor-series-table')).toBeNull();
    fireEvent.click(within(firstCard).getByText('Toon als tabel'));
    const table = await within(firstCard).findByTestId('monitor-series-table');
    expect(
      [...table.querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['aug 2026', '4', '4', '40'],
      ['sep 2026', '6', '10', '40'],
    ]);
  });
});
