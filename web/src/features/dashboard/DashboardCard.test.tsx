// A dashboard card is a region named by its heading, holding what it is given.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardCard } from './DashboardCard.tsx';

afterEach(cleanup);

describe('DashboardCard', () => {
  it('is a section named by its heading', () => {
    render(
      <DashboardCard headingId="hours-title" title="Uren deze week">
        <p>12 uur</p>
      </DashboardCard>,
    );
    const card = screen.getByRole('region', { name: 'Uren deze week' });
    expect(card.querySelector('h2')?.id).toBe('hours-title');
    expect(card.textContent).toContain('12 uur');
  });
});
