// Component tests of the global search: debounce, one query per burst, grouped results, keyboard,
// and Enter leading to the search results page.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurePublicReader, resetPublicAnswers } from '../../api/public-answers.ts';
import type { SearchModel } from '../../gql/graphql.ts';
import { asIntlMessages, nlMessages } from '../../i18n/messages.ts';
import { after, fakeGraphqlFetch } from '../../test-support/fake-graphql.ts';
import { testStore } from '../../test-support/store.ts';
import { GlobalSearch } from './GlobalSearch.tsx';
import { SEARCH_DEBOUNCE_MS } from './search-settings.ts';

interface FixtureItem {
  id: string;
  model: SearchModel;
  url: string;
  title: string;
}

const heelkunde: FixtureItem = {
  id: '1',
  model: 'ASSOCIATION',
  url: '/associations/1',
  title: 'Nederlandse Vereniging voor Heelkunde',
};
const chirurgie: FixtureItem = {
  id: '1',
  model: 'PROGRAM',
  url: '/programs/1',
  title: 'Programma Chirurgie',
};
const appendicitis: FixtureItem = {
  id: '7',
  model: 'EVALUATION',
  url: '/evaluations/appa-nl',
  title: 'Antibiotica of appendectomie bij ongecompliceerde appendicitis',
};
const galstenen: FixtureItem = {
  id: '8',
  model: 'EVALUATION',
  url: '/evaluations/galstenen',
  title: 'Galstenen: opereren of afwachten',
};

const subtitles: Record<SearchModel, string> = {
  ASSOCIATION: 'vereniging',
  PROGRAM: 'programma',
  EVALUATION: 'zorgevaluatie',
};

function searchResult(items: FixtureItem[], failedModels: SearchModel[] = []) {
  return {
    data: {
      search: {
        __typename: 'SearchResult',
        items: items.map((item) => ({
          __typename: 'SearchItem',
          ...item,
          avatar: `/logos/${item.model.toLowerCase()}-${item.id}.png`,
          subtitle: subtitles[item.model],
        })),
        errors: failedModels.map((model) => ({
          __typename: 'SearchError',
          model,
          message: 'Time-out',
        })),
      },
    },
  };
}

type Answer = (term: string) => unknown;

/** A GraphQL "server" that records the searched terms and answers with fixtures. */
function fakeSearchServer(answer: Answer) {
  const terms: string[] = [];
  resetPublicAnswers();
  configurePublicReader(testStore().store, {
    fetch: fakeGraphqlFetch((request) => {
      expect(request.operationName).toBe('GlobalSearch');
      const term = String(request.variables.term);
      terms.push(term);
      return answer(term);
    }),
  });
  return { terms };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderSearch(answer: Answer) {
  const server = fakeSearchServer(answer);
  render(
    <IntlProvider locale="nl" messages={asIntlMessages(nlMessages)}>
      <MemoryRouter initialEntries={['/']}>
        <GlobalSearch />
        <LocationProbe />
      </MemoryRouter>
    </IntlProvider>,
  );
  const input = screen.getByRole('combobox', { name: nlMessages['search.label'] });
  return { ...server, input: input as HTMLInputElement };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const location = () => screen.getByTestId('location').textContent;
const liveRegion = () => screen.getByRole('status');

/** The visible status line in the drop-down (the live region repeats it for screen readers). */
const statusLine = (text: string) => screen.getByText(text, { selector: 'p:not([role])' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('GlobalSearch', () => {
  it('is a labelled combobox with the spec placeholder', () => {
    const { input } = renderSearch(() => searchResult([]));
    expect(input.getAttribute('placeholder')).toBe(
      'Zoek naar zorgevaluatie, vereniging of programma',
    );
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not search before 400 ms of quiet, then searches once', async () => {
    const { input, terms } = renderSearch(() => searchResult([heelkunde]));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS - 1);
    expect(terms).toEqual([]);
    expect(liveRegion().textContent).toBe('Zoeken…');

    await pass(1);
    expect(terms).toEqual(['heelkunde']);
    expect(screen.getByRole('option', { name: /Heelkunde/ })).toBeTruthy();
  });

  it('sends exactly one query for a burst of typing, with the last (trimmed) term', async () => {
    const { input, terms } = renderSearch(() => searchResult([appendicitis]));
    for (const value of ['a', 'ap', 'app', 'appe', 'append', 'appendicitis ']) {
      type(input, value);
      await pass(SEARCH_DEBOUNCE_MS - 100);
    }
    expect(terms).toEqual([]);
    await pass(SEARCH_DEBOUNCE_MS);
    expect(terms).toEqual(['appendicitis']);

    // Typing away and back within the quiet time does not search the same term again.
    type(input, 'appendicitis x');
    await pass(100);
    type(input, 'appendicitis');
    await pass(SEARCH_DEBOUNCE_MS * 2);
    expect(terms).toEqual(['appendicitis']);
  });

  it('does not search terms shorter than two characters', async () => {
    const { input, terms } = renderSearch(() => searchResult([heelkunde]));
    type(input, ' h ');
    await pass(SEARCH_DEBOUNCE_MS * 2);
    expect(terms).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(liveRegion().textContent).toBe('');
  });

  it('shows the results grouped by kind, with avatars, subtitles and a count', async () => {
    const { input } = renderSearch(() =>
      searchResult([heelkunde, chirurgie, appendicitis, galstenen]),
    );
    type(input, 'chirurg');
    await pass(SEARCH_DEBOUNCE_MS);

    const listbox = screen.getByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
    const groupNames = groups.map((group) => {
      const headingId = group.getAttribute('aria-labelledby') ?? '';
      return document.getElementById(headingId)?.textContent;
    });
    expect(groupNames).toEqual(['Verenigingen', "Programma's", 'Zorgevaluaties']);
    const optionTexts = groups.map((group) =>
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    );
    expect(optionTexts).toEqual([
      [`${heelkunde.title}vereniging`],
      [`${chirurgie.title}programma`],
      [`${appendicitis.title}zorgevaluatie`, `${galstenen.title}zorgevaluatie`],
    ]);

    const avatars = [...listbox.querySelectorAll('img')];
    expect(avatars.map((avatar) => avatar.getAttribute('src'))).toEqual([
      '/logos/association-1.png',
      '/logos/program-1.png',
      '/logos/evaluation-7.png',
      '/logos/evaluation-8.png',
    ]);
    expect(avatars.every((avatar) => avatar.getAttribute('alt') === '')).toBe(true);
    expect(liveRegion().textContent).toBe('4 resultaten');
  });

  it('highlights nothing by itself; the arrow keys move through the hits and Enter opens one', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde, appendicitis, galstenen]));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    const options = screen.getAllByRole('option');
    const activeOption = () => input.getAttribute('aria-activedescendant') ?? '';

    expect(activeOption()).toBe('');
    press(input, 'ArrowDown');
    expect(activeOption()).toBe(options[0]?.id);
    press(input, 'ArrowDown');
    expect(activeOption()).toBe(options[1]?.id);
    press(input, 'ArrowDown');
    expect(activeOption()).toBe(options[2]?.id);
    press(input, 'ArrowUp');
    expect(activeOption()).toBe(options[1]?.id);

    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe(appendicitis.url);
    expect(input.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the results page with Enter before the suggestions arrive', async () => {
    const { input, terms } = renderSearch(() => searchResult([heelkunde]));
    type(input, 'zorg');
    await pass(100);
    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe('/search?q=zorg');
    expect(input.value).toBe('');
    expect(terms).toEqual([]);
  });

  it('opens the results page with Enter while the suggestions load', async () => {
    const { input, terms } = renderSearch(() => after(1_000, () => searchResult([heelkunde])));
    type(input, 'zorg en welzijn ');
    await pass(SEARCH_DEBOUNCE_MS + 100);
    expect(terms).toEqual(['zorg en welzijn']);
    expect(statusLine('Zoeken…')).toBeTruthy();
    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe('/search?q=zorg+en+welzijn');
  });

  it('opens the results page with Enter when the list is open and nothing is highlighted', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde, appendicitis]));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe('/search?q=heelkunde');
  });

  it('opens the results page with Enter after the list was closed, never for an empty field', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde]));
    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe('/');
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    press(input, 'ArrowDown');
    press(input, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe('/search?q=heelkunde');
  });

  it('ends the list with "Alle resultaten voor …", reached with the arrow keys', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde, appendicitis]));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    const options = screen.getAllByRole('option');
    const last = options.at(-1);
    expect(last?.textContent).toContain('Alle resultaten voor ‘heelkunde’');
    // Outside every group of hits.
    expect(last?.closest('[role="group"]')).toBeNull();

    press(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(last?.id);
    expect(last?.getAttribute('aria-selected')).toBe('true');
    press(input, 'Enter');
    await pass(0);
    expect(location()).toBe('/search?q=heelkunde');
  });

  it('keeps the highlight on the "all results" entry when the suggestions arrive under it', async () => {
    const { input } = renderSearch(() => after(1_000, () => searchResult([heelkunde])));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    press(input, 'ArrowDown');
    const all = screen.getByRole('option');
    expect(all.textContent).toContain('Alle resultaten');
    await pass(1_000);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    const highlighted = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted?.textContent).toContain('Alle resultaten');
  });

  it('opens a hit by mouse', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde, appendicitis]));
    type(input, 'appendicitis');
    await pass(SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('option', { name: /^Antibiotica/ }));
    await pass(0);
    expect(location()).toBe(appendicitis.url);
  });

  it('closes with Escape, clears with a second Escape, and never navigates on leaving', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde]));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    screen.getByRole('listbox');

    // Tab with a highlighted hit: the field is left, the hit is not opened.
    press(input, 'ArrowDown');
    press(input, 'Tab');
    fireEvent.blur(input);
    await pass(0);
    expect(location()).toBe('/');
    expect(screen.queryByRole('listbox')).toBeNull();

    press(input, 'ArrowDown');
    expect(screen.getByRole('listbox')).toBeTruthy();
    press(input, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('heelkunde');
    press(input, 'Escape');
    expect(input.value).toBe('');
    expect(location()).toBe('/');
  });

  it('says "Geen resultaten" when nothing matches', async () => {
    const { input } = renderSearch(() => searchResult([]));
    type(input, 'xyzzy');
    await pass(SEARCH_DEBOUNCE_MS);
    expect(statusLine('Geen resultaten')).toBeTruthy();
    // An expanded combobox still controls its (empty) listbox.
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    // Only the way to the results page is left.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '→Alle resultaten voor ‘xyzzy’',
    ]);
    expect(liveRegion().textContent).toBe('Geen resultaten');
  });

  it('still shows the other kinds when a part failed, with a note', async () => {
    const { input } = renderSearch(() => searchResult([heelkunde, appendicitis], ['PROGRAM']));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    const note = 'Niet alle resultaten konden worden geladen.';
    expect(statusLine(note)).toBeTruthy();
    expect(liveRegion().textContent).toBe(`2 resultaten. ${note}`);
  });

  it('keeps working after a network failure and shows a short message', async () => {
    let online = false;
    const { input, terms } = renderSearch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return searchResult([heelkunde]);
    });
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    const message = 'Zoeken is nu niet mogelijk. Probeer het later opnieuw.';
    expect(statusLine(message)).toBeTruthy();
    expect(liveRegion().textContent).toBe(message);

    online = true;
    type(input, 'heelkunde nvvh');
    await pass(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('option', { name: /Heelkunde/ })).toBeTruthy();
    expect(terms).toEqual(['heelkunde', 'heelkunde nvvh']);
  });

  it('announces the search while the answer is on its way', async () => {
    const { input } = renderSearch(() => after(1_000, () => searchResult([heelkunde])));
    type(input, 'heelkunde');
    await pass(SEARCH_DEBOUNCE_MS);
    await pass(500);
    expect(statusLine('Zoeken…')).toBeTruthy();
    expect(liveRegion().textContent).toBe('Zoeken…');
    await pass(500);
    expect(liveRegion().textContent).toBe('1 resultaat');
  });
});
