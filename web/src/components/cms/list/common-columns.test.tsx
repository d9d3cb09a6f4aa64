// The shared list cells: a row's link to its page, and the "last changed" column's day.
import { cleanup, render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RowLink, updatedColumn } from './common-columns.tsx';

afterEach(cleanup);

describe('the shared list columns', () => {
  it('names a row with a link to its page', () => {
    render(
      <MemoryRouter>
        <RowLink to="/cms/things/4">Ding</RowLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ding' }).getAttribute('href')).toBe('/cms/things/4');
  });

  it('shows the last change as a day, sortable', () => {
    const column = updatedColumn(createIntl({ locale: 'nl' }), 'Gewijzigd', 'updated');
    expect(column).toMatchObject({ id: 'updated', header: 'Gewijzigd', sortKey: 'updated' });
    render(column.cell({ updatedAt: '2026-03-05T10:00:00.000Z' }));
    const time = screen.getByText('5 mrt 2026');
    expect(time.getAttribute('datetime')).toBe('2026-03-05T10:00:00.000Z');
  });
});
