// The search-as-you-type picker on a fake GraphQL server: nothing is asked before the pause or
// with too few letters, the status line follows the search, taken options are left out, and a
// picker that clears after a pick hands the option on and empties its input.
import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { parse } from 'graphql';
import { useState } from 'react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test-support/resize-observer.ts';
import { SearchCombobox } from './SearchCombobox.tsx';
import { usePickerSearch } from './use-picker-search.ts';

interface Fruit {
  __typename: 'Fruit';
  id: string;
  title: string;
}

// Parsed from a plain string: a fake server answers it, and codegen (which reads tagged
// templates) leaves it alone.
const FruitsQuery: TypedDocumentNode<{ fruits: Fruit[] }, { search: string }> = parse(
  'query PickerFruits($search: String!) { fruits(search: $search) { id title } }',
);

const fruits: Fruit[] = [
  { __typename: 'Fruit', id: '1', title: 'Appel' },
  { __typename: 'Fruit', id: '2', title: 'Appelsien' },
];

function fakeClient(fail = false) {
  const searches: string[] = [];
  const link = new ApolloLink((operation) => {
    searches.push(String(operation.variables.search));
    return fail ? throwError(() => new Error('offline')) : of({ data: { fruits } });
  });
  return { searches, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

function FruitPicker({ onPick }: { onPick: (fruit: Fruit) => void }) {
  const [term, setTerm] = useState('');
  const search = usePickerSearch(FruitsQuery, term, {
    select: (data) => data.fruits,
    minLength: 2,
    quietMs: 300,
    excluded: new Set(['2']),
    quiet: true,
  });
  return (
    <SearchCombobox
      className="relative"
      label="Fruit"
      placeholder="Naam"
      maxLength={50}
      search={search}
      statusTexts={{
        hint: 'Typ twee letters',
        searching: 'Zoeken…',
        failed: 'Zoeken mislukt',
        noResults: 'Niets gevonden',
        resultCount: (count) => `${count} gevonden`,
      }}
      text={term}
      onTermChange={setTerm}
      value={null}
      onChange={(fruit) => {
        if (!fruit) return;
        onPick(fruit);
        setTerm('');
      }}
    >
      {(fruit) => fruit.title}
    </SearchCombobox>
  );
}

function renderPicker(fail = false) {
  const server = fakeClient(fail);
  const picked: Fruit[] = [];
  render(
    <ApolloProvider client={server.client}>
      <FruitPicker onPick={(fruit) => picked.push(fruit)} />
    </ApolloProvider>,
  );
  return { ...server, picked, input: screen.getByRole('combobox', { name: 'Fruit' }) };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  stubResizeObserver();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchCombobox with usePickerSearch', () => {
  it('searches after the pause from the least length, without the options taken', async () => {
    const { input, searches } = renderPicker();
    expect(status()).toBe('Typ twee letters');
    type(input, 'a');
    await pass(600);
    expect(searches).toEqual([]);

    type(input, 'ap');
    expect(status()).toBe('Zoeken…');
    await pass(299);
    expect(searches).toEqual([]);
    await pass(1);
    expect(searches).toEqual(['ap']);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Appel']);
    expect(status()).toBe('1 gevonden');
  });

  it('hands the picked option on and empties the input', async () => {
    const { input, picked } = renderPicker();
    type(input, 'appel');
    await pass(300);
    // Headless UI picks an option on the (left) mouse button going down.
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Appel' }), { button: 0 });
    await pass(0);
    expect(picked.map((fruit) => fruit.id)).toEqual(['1']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(status()).toBe('Typ twee letters');
  });

  it('says so when the search fails', async () => {
    const { input } = renderPicker(true);
    type(input, 'appel');
    await pass(300);
    expect(status()).toBe('Zoeken mislukt');
  });
});
