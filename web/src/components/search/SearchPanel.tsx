// The drop-down under the search field: the listbox of grouped results, its "all results" entry
// and status lines. Not modal: the page keeps scrolling and the live region stays reachable.
import type { UseComboboxPropGetters } from 'downshift';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { AllResultsOption, SearchResultGroups } from './SearchResultGroups.tsx';
import type { SearchOption, SearchOptions } from './search-options.ts';
import type { GlobalSearchState } from './use-global-search.ts';

export interface SearchPanelProps {
  open: boolean;
  search: GlobalSearchState;
  options: SearchOptions;
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<SearchOption>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<SearchOption>['getItemProps'];
}

/** Always rendered (the combobox controls its listbox); hidden while closed or the term is too short. */
export function SearchPanel(props: SearchPanelProps) {
  const { search, options } = props;
  const shown = props.open && search.status !== 'idle';
  return (
    <div
      hidden={!shown}
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
      {search.status === 'done' && search.failedModels.length > 0 && (
        <StatusLine>
          <FormattedMessage id="search.partialFailure" />
        </StatusLine>
      )}
      <div {...props.getMenuProps()} className="focus:outline-none">
        {shown && (
          <>
            <SearchResultGroups
              groups={options.groups}
              highlightedIndex={props.highlightedIndex}
              getItemProps={props.getItemProps}
            />
            {options.all && (
              <AllResultsOption
                entry={options.all}
                highlighted={props.highlightedIndex === options.all.index}
                getItemProps={props.getItemProps}
              />
            )}
          </>
        )}
      </div>
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
