// The CSV export: the filtered list paged through the public reader, each evaluation a row of the
// card's fields with its specializations, associations and programs, handed over as a download.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asIntlMessages, nlMessages } from '../../../i18n/messages.ts';
import type { FakeGraphqlRequest } from '../../../test-support/fake-graphql.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import nl from '../messages/nl.json' with { type: 'json' };
import { CsvExport } from './CsvExport.tsx';

const titled = (typename: string, id: string, title: string) => ({
  __typename: typename,
  id,
  title,
});

const page = {
  data: {
    evaluations: {
      __typename: 'EvaluationPage',
      data: [
        {
          __typename: 'Evaluation',
          id: '7',
          title: 'Heupfractuur',
          url: '/evaluations/heupfractuur',
          phase: 'INCLUDING',
          status: 'PUBLISHED',
          descriptionShort: 'Kort',
          startsAt: '2026-01-01',
          endsAt: null,
          adjustedEndsAt: null,
          logo: null,
          specializations: [titled('Specialization', '3', 'Orthopedie')],
          associations: [titled('Association', '4', 'NOV')],
          programs: [],
        },
      ],
      pageInfo: { __typename: 'PageInfo', lastPage: 1, total: 1 },
    },
  },
};

let files: Blob[] = [];

beforeEach(() => {
  files = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(cleanup);

describe('CsvExport', () => {
  it('downloads the filtered list with the cards’ fields and the organisations', async () => {
    const requests: FakeGraphqlRequest[] = [];
    renderApp(
      <IntlProvider locale="nl" messages={asIntlMessages({ ...nlMessages, ...nl })}>
        <CsvExport
          filter={{ phase: ['INCLUDING'] }}
          sort={[{ field: 'TITLE', direction: 'ASC' }]}
          fileNameFilters={[]}
        />
      </IntlProvider>,
      {
        graphql: (request) => {
          requests.push(request);
          return page;
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: nl['evaluations.export.button'] }));
    await screen.findByText('Export klaar: 1 zorgevaluaties.');

    expect(requests.map((request) => request.variables)).toEqual([
      {
        filter: { phase: ['INCLUDING'] },
        sort: [{ field: 'TITLE', direction: 'ASC' }],
        page: 1,
        limit: 100,
      },
    ]);
    const [file] = files;
    if (!file) throw new Error('no file');
    const [header, row] = (await file.text()).replace('\uFEFF', '').split('\r\n');
    expect(header?.split(';')[0]).toBe('Titel');
    expect(row).toBe(
      [
        'Heupfractuur',
        `${window.location.origin}/evaluations/heupfractuur`,
        nl['evaluations.phase.including'],
        nl['evaluations.status.published'],
        'Kort',
        '2026-01-01',
        '',
        '',
        'Orthopedie',
        'NOV',
        '',
      ].join(';'),
    );
  });
});
