// The monitor screen's states in jsdom: skeleton while loading, the loading-problem text with a
// working retry, the cards once data arrives, and the empty state when the URL's filters match none.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { after } from '../../test-support/fake-graphql.ts';
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

/** A /graphql whose first answer fails (when asked) and later answers give the monitor. */
function graphql(failFirst: boolean) {
  let calls = 0;
  return () => {
    calls += 1;
    const failing = failFirst && calls === 1;
    return after(10, () => {
      if (failing) throw new Error('offline');
      return monitor;
    });
  };
}

afterEach(cleanup);

describe('InclusionMonitorPage', () => {
  it('shows a skeleton, then the loading problem, and the data after retry', async () => {
    renderApp(<InclusionMonitorPage />, { url: '/inclusie-monitor', graphql: graphql(true) });
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
      graphql: graphql(false),
    });
    await screen.findByText('Geen zorgevaluaties op de monitor die aan deze filters voldoen.');
    expect(screen.queryByTestId('monitor-evaluation')).toBeNull();
  });
});
