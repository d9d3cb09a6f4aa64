// The associations list (public); lazy-loaded as the screen group "associations". Search,
// specialization, sort, page and per-page live in the URL (list/list-state.ts).

import { useMemo } from 'react';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { OrganisationsListQuery } from './list/list-operations.ts';
import { listSchema, toFilter, toSort } from './list/list-state.ts';
import { OrganisationList } from './list/OrganisationList.tsx';
import { organisationsMessages } from './messages/index.ts';

function AssociationsPage() {
  const urlState = useUrlState(listSchema);
  const state = urlState.value;
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);
  const list = usePublicQuery(OrganisationsListQuery, {
    variables: { kind: 'ASSOCIATION', filter, sort, page: state.page, limit: state.limit },
  });
  return (
    <ScreenPage
      titleId="page.associations.title"
      introId="page.associations.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      <OrganisationList
        urlState={urlState}
        page={(list.data ?? list.previousData)?.organisations}
        loading={list.loading}
        failed={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        hrefFor={(id) => `/associations/${id}`}
      />
    </ScreenPage>
  );
}

export default withFeatureMessages(organisationsMessages, AssociationsPage);
