// A public list of one organisation kind (associations, programs): the screen's heading, and the
// kind's cards with search, specialization, sort, page and per-page in the URL (list-state.ts).
import { useMemo } from 'react';
import { usePublicQuery } from '../../../api/use-public-query.ts';
import { listPage } from '../../../components/list/list-page.ts';
import { useUrlState } from '../../../components/list/use-url-state.ts';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { OrganisationsListQuery } from './list-operations.ts';
import { listSchema, toFilter, toSort } from './list-state.ts';
import { OrganisationList } from './OrganisationList.tsx';

const screens = {
  ASSOCIATION: {
    titleId: 'page.associations.title',
    introId: 'page.associations.intro',
    path: '/associations',
  },
  PROGRAM: { titleId: 'page.programs.title', introId: 'page.programs.intro', path: '/programs' },
} as const;

export function OrganisationListScreen({ kind }: { kind: keyof typeof screens }) {
  const { titleId, introId, path } = screens[kind];
  const urlState = useUrlState(listSchema);
  const state = urlState.value;
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);
  const list = usePublicQuery(OrganisationsListQuery, {
    variables: { kind, filter, sort, page: state.page, limit: state.limit },
  });
  const answer = list.data ?? list.previousData;
  return (
    <ScreenPage titleId={titleId} introId={introId} trail={[{ labelId: 'nav.home', to: '/' }]}>
      <OrganisationList
        urlState={urlState}
        page={answer && listPage(answer.organisations)}
        loading={list.loading}
        failed={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        hrefFor={(id) => `${path}/${id}`}
      />
    </ScreenPage>
  );
}
