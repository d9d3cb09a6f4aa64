// The inclusion section of an evaluation's page in jsdom: the monitor's wording of n/N and its
// verdict, the category and the month of the last report, the link to the monitor's entry; a
// text instead of a month when nothing is reported; nothing for an evaluation off the monitor.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { renderApp } from '../../../test-support/render-app.tsx';
import { inclusionMonitorMessages } from '../../inclusion-monitor/index.ts';
import { evaluationsMessages } from '../messages/index.ts';
import { EvaluationInclusion, EvaluationInclusionFragment } from './EvaluationInclusion.tsx';

const Section = withFeatureMessages(
  [evaluationsMessages, inclusionMonitorMessages],
  EvaluationInclusion,
);

const evaluation = (
  inclusion: {
    includedSoFar: number;
    lastReportedMonth: string | null;
    pace: 'ON_SCHEDULE' | 'NO_DATA';
  } | null,
) =>
  makeFragmentData(
    {
      id: '12',
      title: 'Appendicitis',
      gradation: { id: '2', title: 'Categorie 2' },
      inclusion: inclusion && {
        target: 1150,
        includedSoFar: inclusion.includedSoFar,
        lastReportedMonth: inclusion.lastReportedMonth,
        projection: { pace: inclusion.pace },
      },
    },
    EvaluationInclusionFragment,
  );

afterEach(cleanup);

describe('EvaluationInclusion', () => {
  it('shows n/N as the monitor does, the verdict, category, last report and the link', async () => {
    renderApp(
      <Section
        evaluation={evaluation({
          includedSoFar: 1167,
          lastReportedMonth: '2026-02-01',
          pace: 'ON_SCHEDULE',
        })}
      />,
      { url: '/evaluations/appendicitis' },
    );
    const section = await screen.findByRole('region', { name: 'Inclusie' });
    expect(screen.getByTestId('monitor-progress').textContent).toBe(
      '1.167 van 1.150 geïncludeerd (101%)',
    );
    const bar = screen.getByRole('progressbar', { name: 'Inclusie van Appendicitis' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('monitor-pace').textContent).toBe('Op schema');
    expect(section.textContent).toContain('Categorie 2');
    expect(section.textContent).toContain('Laatst gemeld in februari 2026');
    const link = screen.getByRole('link', { name: 'Bekijk op de inclusiemonitor' });
    expect(link.getAttribute('href')).toBe('/inclusie-monitor#zorgevaluatie-12');
  });

  it('says nothing is reported yet when no month is', async () => {
    renderApp(
      <Section
        evaluation={evaluation({ includedSoFar: 0, lastReportedMonth: null, pace: 'NO_DATA' })}
      />,
      { url: '/evaluations/appendicitis' },
    );
    const section = await screen.findByRole('region', { name: 'Inclusie' });
    expect(section.textContent).toContain('Nog geen inclusies gemeld');
    expect(screen.getByTestId('monitor-progress').textContent).toBe(
      '0 van 1.150 geïncludeerd (0%)',
    );
    expect(screen.getByTestId('monitor-pace').textContent).toBe('Nog geen data');
  });

  it('renders nothing for an evaluation that is not on the monitor', () => {
    const { container } = renderApp(<Section evaluation={evaluation(null)} />, {
      url: '/evaluations/appendicitis',
    });
    expect(container.textContent).toBe('');
  });
});
