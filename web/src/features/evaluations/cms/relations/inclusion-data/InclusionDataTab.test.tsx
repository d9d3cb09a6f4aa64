// Component tests of the inclusion-data grid against a fake GraphQL server: labelled cells and
// totals, arrow keys between cells, and a batch Save that sends only the changed cells and keeps
// refused ones with their message.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { Observable, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import relationsKitNl from '../../../../../components/cms/relations/messages/nl.json' with {
  type: 'json',
};
import { asIntlMessages, nlMessages } from '../../../../../i18n/messages.ts';
import { stubResizeObserver } from '../../../../../test-support/resize-observer.ts';
import InclusionDataTab from '../InclusionDataTab.tsx';
import relationsNl from '../messages/nl.json' with { type: 'json' };

const center = (id: string, title: string) => ({ __typename: 'Center', id, title });
const row = (id: string, date: string, sampleSize: number, centerId: string, title: string) => ({
  __typename: 'InclusionData',
  id,
  date,
  sampleSize,
  centerId,
  center: center(centerId, title),
});

const rows = [
  row('1', '2026-02-01', 4, '7', 'Isala'),
  row('2', '2026-03-01', 5, '7', 'Isala'),
  row('3', '2026-03-01', 6, '9', 'OLVG'),
];

interface Sent {
  name: string;
  variables: Record<string, unknown>;
}

function fakeServer() {
  const sent: Sent[] = [];
  let stored = rows;
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    const variables = operation.variables as Record<string, unknown>;
    if (name === 'EvaluationDataTab')
      return of({
        data: {
          evaluation: { __typename: 'Evaluation', id: '5', startsAt: '2026-02-10', data: stored },
        },
      });
    sent.push({ name, variables });
    const input = variables.input as { sampleSize?: number } | undefined;
    if (input?.sampleSize !== undefined && input.sampleSize > 1_000_000)
      return new Observable((observer) => {
        observer.next({
          errors: [
            new GraphQLError('De gegevens zijn ongeldig', {
              extensions: {
                code: 'BAD_USER_INPUT',
                errors: { sample_size: ['Maximaal 1000000'] },
              },
            }),
          ],
        });
        observer.complete();
      });
    if (name === 'RemoveEvaluationData') {
      stored = stored.filter((entry) => entry.id !== variables.id);
      return of({ data: { removeEvaluationData: true } });
    }
    if (name === 'UpdateEvaluationData')
      return of({
        data: {
          updateEvaluationData: {
            __typename: 'InclusionData',
            id: variables.id,
            sampleSize: input?.sampleSize,
          },
        },
      });
    return of({
      data: {
        addEvaluationData: {
          __typename: 'InclusionData',
          id: '99',
          date: '2026-02-01',
          sampleSize: input?.sampleSize,
          centerId: '9',
        },
      },
    });
  });
  return { sent, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

function renderTab(canEdit = true) {
  const server = fakeServer();
  render(
    <ApolloProvider client={server.client}>
      <IntlProvider
        locale="nl"
        messages={asIntlMessages({ ...nlMessages, ...relationsNl, ...relationsKitNl })}
      >
        <InclusionDataTab evaluationId="5" canEdit={canEdit} />
      </IntlProvider>
    </ApolloProvider>,
  );
  return server;
}

const cell = (centre: string, month: string) =>
  screen.getByRole('textbox', { name: `${centre}, ${month}` }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  stubResizeObserver();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 20) });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InclusionDataTab', () => {
  it('shows months from the start to this month, centres with data, and totals', async () => {
    renderTab();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'maart 2026',
      'februari 2026',
      'Totaal',
    ]);
    expect(cell('Isala', 'februari 2026').value).toBe('4');
    expect(cell('OLVG', 'februari 2026').value).toBe('');
    const footer = screen.getAllByRole('row').at(-1);
    expect(footer?.textContent).toBe('Totaal9615');
  });

  it('moves between cells with the arrow keys', async () => {
    renderTab();
    await waitFor(() => expect(cell('Isala', 'maart 2026').value).toBe('5'));
    const start = cell('Isala', 'maart 2026');
    start.focus();
    start.setSelectionRange(1, 1);
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('OLVG', 'maart 2026'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('OLVG', 'februari 2026'));
    const olvg = cell('OLVG', 'februari 2026');
    olvg.setSelectionRange(0, 0);
    fireEvent.keyDown(olvg, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell('Isala', 'februari 2026'));
  });

  it('saves only the changed cells and keeps refused ones with their message', async () => {
    const server = renderTab();
    await waitFor(() => expect(cell('Isala', 'maart 2026').value).toBe('5'));
    type(cell('Isala', 'februari 2026'), '4'); // no change
    type(cell('Isala', 'maart 2026'), ''); // remove row 2
    type(cell('OLVG', 'maart 2026'), '2000000'); // refused by the server
    type(cell('OLVG', 'februari 2026'), '8'); // new row
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(
      await screen.findByText('Niet alles is opgeslagen: zie de gemarkeerde vakjes.'),
    ).toBeTruthy();
    expect(server.sent).toEqual([
      { name: 'RemoveEvaluationData', variables: { evaluationId: '5', id: '2' } },
      {
        name: 'UpdateEvaluationData',
        variables: { evaluationId: '5', id: '3', input: { sampleSize: 2_000_000 } },
      },
      {
        name: 'AddEvaluationData',
        variables: {
          evaluationId: '5',
          input: { centerId: '9', date: '2026-02-01', sampleSize: 8 },
        },
      },
    ]);
    const refused = cell('OLVG', 'maart 2026');
    expect(refused.value).toBe('2000000');
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Maximaal 1000000');
    expect(cell('Isala', 'maart 2026').value).toBe('');
  });

  it('refuses text that is not digits without sending it', async () => {
    const server = renderTab();
    await waitFor(() => expect(cell('Isala', 'maart 2026').value).toBe('5'));
    type(cell('Isala', 'maart 2026'), '5,5');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Alleen cijfers toegestaan')).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('shows the numbers as text without edit rights', async () => {
    renderTab(false);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
