// The drop-down under the search field: the listbox of grouped results and status lines.
// Not modal: the page keeps scrolling and the live region stays reachable.
import { ComboboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { SearchResultGroups } from './SearchResultGroups.tsx';
import type { GlobalSearchState } from './use-global-search.ts';

/** Rendered while the combobox is open; hidden (but present) while the term is too short. */
export function SearchPanel({ search }: { search: GlobalSearchState }) {
  return (
    <div
      hidden={search.status === 'idle'}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(32rem,70vh)] overflow-y-auto rounded-md border border-neutral-300 bg-white p-1 shadow-lg"
    >
      {search.status === 'searching' && (
        <StatusLine>
          <FormattedMessage id="search.searching" />
        </StatusLine>
      )}
      {search.status === 'failed' && (
        <StatusLine>
          <FormattedMessage id="search.unavailable" />
        </StatusLine>
      )}
      {search.status === 'done' && search.count === 0 && (
        <StatusLine>
          <FormattedMessage id="search.noResults" />
        </StatusLine>
      )}
      {/* Always there while open: an expanded combobox must control a listbox (it may be empty). */}
      <ComboboxOptions modal={false} className="focus:outline-none">
        {search.status === 'done' && <SearchResultGroups groups={search.groups} />}
      </ComboboxOptions>
      {search.status === 'done' && search.failedModels.length > 0 && (
        <StatusLine>
          <FormattedMessage id="search.partialFailure" />
        </StatusLine>
      )}
    </div>
  );
}

function StatusLine({ children }: { children: ReactNode }) {
  return <p className="px-3 py-2 text-sm text-ink-muted">{children}</p>;
}

/** What the polite live region says about the search (empty when there is nothing to say). */
export function searchAnnouncement(search: GlobalSearchState, intl: IntlShape): string {
  switch (search.status) {
    case 'idle':
      return '';
    case 'searching':
      return intl.formatMessage({ id: 'search.searching' });
    case 'failed':
      return intl.formatMessage({ id: 'search.unavailable' });
    case 'done': {
      const found =
        search.count === 0
          ? intl.formatMessage({ id: 'search.noResults' })
          : intl.formatMessage({ id: 'search.resultCount' }, { count: search.count });
      return search.failedModels.length > 0
        ? `${found}. ${intl.formatMessage({ id: 'search.partialFailure' })}`
        : found;
    }
  }
}
