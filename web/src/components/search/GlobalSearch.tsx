// The global search field: a combobox over associations, programs and evaluations (spec 1, 2, 9).
import { Combobox, ComboboxInput, Label } from '@headlessui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { SearchPanel, searchAnnouncement } from './SearchPanel.tsx';
import type { SearchItem } from './search-groups.ts';
import { MAX_SEARCH_TERM_LENGTH } from './search-settings.ts';
import { useGlobalSearch } from './use-global-search.ts';

export interface GlobalSearchProps {
  /** Placement and width, chosen by the layout (the field fills this box). */
  className?: string;
}

export function GlobalSearch({ className = '' }: GlobalSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const search = useGlobalSearch(term);
  // Headless UI picks the highlighted hit on Tab; leaving the field must not navigate.
  const leavingByTab = useRef(false);

  const openResult = (item: SearchItem | null) => {
    if (!item || leavingByTab.current) return;
    setTerm('');
    navigate(item.url);
  };

  return (
    <Combobox
      as="div"
      value={null}
      onChange={openResult}
      className={`relative ${className}`}
      onKeyDownCapture={(event) => {
        leavingByTab.current = event.key === 'Tab';
      }}
      onPointerDownCapture={() => {
        leavingByTab.current = false;
      }}
    >
      {({ open }) => (
        <>
          <Label className="sr-only">
            <FormattedMessage id="search.label" />
          </Label>
          <div className="relative">
            <MagnifierIcon />
            <ComboboxInput
              value={term}
              displayValue={() => term}
              onChange={(event) => setTerm(event.target.value)}
              onKeyDown={(event) => {
                // The first Escape closes the list (Headless UI), a second one clears the field.
                if (event.key === 'Escape' && !open) setTerm('');
              }}
              placeholder={intl.formatMessage({ id: 'search.placeholder' })}
              maxLength={MAX_SEARCH_TERM_LENGTH}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              className="w-full rounded-md border border-neutral-500 bg-white py-2 pr-3 pl-9 text-ink placeholder:text-ink-muted"
            />
          </div>
          {open && <SearchPanel search={search} />}
          <p role="status" className="sr-only">
            {open ? searchAnnouncement(search, intl) : ''}
          </p>
        </>
      )}
    </Combobox>
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
