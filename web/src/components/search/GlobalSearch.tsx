// The global search field: a combobox over associations, programs and evaluations (spec 1, 2, 9),
// built on Downshift's useCombobox. Nothing is highlighted until the visitor moves into the list
// (arrow keys or pointer), so Enter means "show all results" (/search?q=…) at any moment: before
// the suggestions arrive, while they load, or with the list open; with a suggestion highlighted,
// Enter opens it. The list ends with an "All results for '…'" entry that leads there too.
import { useCombobox } from 'downshift';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { searchResultsHref } from './results-href.ts';
import { SearchPanel, searchAnnouncement } from './SearchPanel.tsx';
import { type SearchOption, searchOptions } from './search-options.ts';
import { MAX_SEARCH_TERM_LENGTH } from './search-settings.ts';
import { useGlobalSearch } from './use-global-search.ts';

export interface GlobalSearchProps {
  /** Placement and width, chosen by the layout (the field fills this box). */
  className?: string;
}

/** Downshift skips its own handling of an event marked this way. */
type DownshiftEvent = KeyboardEvent & { nativeEvent: { preventDownshiftDefault?: boolean } };

const { stateChangeTypes } = useCombobox;

export function GlobalSearch({ className = '' }: GlobalSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const search = useGlobalSearch(term);
  const options = useMemo(() => searchOptions(search, term), [search, term]);
  // The highlighted option by its key, so the highlight stays on the same option (or goes) when
  // the suggestions arrive and the list changes under it.
  const [highlightedKey, setHighlightedKey] = useState<string | null>(null);
  const highlightedIndex = options.items.findIndex((option) => option.key === highlightedKey);

  const open = (url: string) => {
    setTerm('');
    setHighlightedKey(null);
    navigate(url);
  };

  const combobox = useCombobox<SearchOption>({
    items: options.items,
    itemToKey: (option) => option?.key,
    // Choosing an option empties the field (the page it opens is the answer).
    itemToString: () => '',
    inputValue: term,
    onInputValueChange: ({ inputValue }) => setTerm(inputValue),
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) open(selectedItem.url);
    },
    highlightedIndex,
    onHighlightedIndexChange: ({ highlightedIndex: index }) =>
      setHighlightedKey(options.items[index ?? -1]?.key ?? null),
    // Leaving the field (Tab, a click elsewhere) closes the list and never opens a highlighted hit.
    stateReducer: (state, { type, changes }) =>
      type === stateChangeTypes.InputBlur
        ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
        : changes,
  });

  const onKeyDown = (event: DownshiftEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // A highlighted option: Downshift selects it (onSelectedItemChange opens it).
    if (combobox.isOpen && highlightedIndex >= 0) return;
    event.nativeEvent.preventDownshiftDefault = true;
    event.preventDefault();
    if (term.trim() === '') return;
    combobox.closeMenu();
    open(searchResultsHref(term));
  };

  const label = combobox.getLabelProps();
  return (
    <div className={`relative ${className}`}>
      <label id={label.id} htmlFor={label.htmlFor} className="sr-only">
        <FormattedMessage id="search.label" />
      </label>
      <div className="relative">
        <MagnifierIcon />
        <input
          {...combobox.getInputProps({ onKeyDown })}
          type="text"
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="w-full rounded-md border border-neutral-500 bg-white py-2 pr-3 pl-9 text-ink placeholder:text-ink-muted"
        />
      </div>
      <SearchPanel
        open={combobox.isOpen}
        search={search}
        options={options}
        highlightedIndex={highlightedIndex}
        getMenuProps={combobox.getMenuProps}
        getItemProps={combobox.getItemProps}
      />
      <p role="status" className="sr-only">
        {combobox.isOpen ? searchAnnouncement(search, intl) : ''}
      </p>
    </div>
  );
}

function MagnifierIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
    >
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}
