// The body of the association and program lists: search, specialization, sort, the cards and the
// pager. The screen (OrganisationListScreen) owns the query; this shows its answer (or the previous
// one, dimmed, while the next loads: nothing jumps).

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { ListResults } from '../../../components/list/ListResults.tsx';
import type { ListPage } from '../../../components/list/list-page.ts';
import { SearchField } from '../../../components/list/SearchField.tsx';
import { searchTexts } from '../../../components/list/search-texts.ts';
import type { UrlState } from '../../../components/list/use-url-state.ts';
import { ListControls } from './ListControls.tsx';
import { clearedFilters, type ListState, PER_PAGE_CHOICES } from './list-state.ts';
import { OrganisationCard, type OrganisationCardData } from './OrganisationCard.tsx';

export function OrganisationList(props: {
  urlState: UrlState<ListState>;
  page: ListPage<OrganisationCardData> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The detail page of a card. */
  hrefFor: (id: string) => string;
}) {
  const intl = useIntl();
  const { value: state, update, hrefFor } = props.urlState;
  const { page } = props;
  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );
  const filtered = state.q !== '' || state.specialization.length > 0;

  return (
    <div className="space-y-6">
      <SearchField
        value={state.q}
        onSearch={onSearch}
        texts={searchTexts(intl, 'organisations.list')}
      />
      <ListControls
        state={state}
        onSpecialization={(ids) => update({ specialization: ids })}
        onSort={(choice) => update({ sort: choice })}
      />
      <section
        aria-labelledby="organisations-results"
        aria-busy={props.loading}
        className="min-h-[40rem] space-y-4"
      >
        <h2 id="organisations-results" className="sr-only">
          {intl.formatMessage({ id: 'organisations.list.results' })}
        </h2>
        <ListResults
          page={page}
          loading={props.loading}
          failed={props.failed}
          onRetry={props.onRetry}
          perPage={state.limit}
          perPageChoices={PER_PAGE_CHOICES}
          hrefForPage={(target) => hrefFor({ page: target })}
          onPerPageChange={(limit) => update({ limit })}
          skeletonHeight="h-36"
          listClassName="grid gap-4 md:grid-cols-2"
          renderItem={(organisation) => (
            <OrganisationCard organisation={organisation} to={props.hrefFor(organisation.id)} />
          )}
          emptyText={intl.formatMessage({ id: 'organisations.list.empty' })}
          emptyAction={
            filtered ? (
              <button
                type="button"
                onClick={() => update(clearedFilters)}
                className={primaryButton}
              >
                {intl.formatMessage({ id: 'organisations.list.clearFilters' })}
              </button>
            ) : undefined
          }
        />
      </section>
    </div>
  );
}
