// The public pages' HTML rendered at build time (scripts/prerender-pages.ts runs this in Node):
// the public frame and, where it needs no data, the page's head, in Dutch. The browser paints
// that at once; the app's first render replaces it with the same markup (docs/web.md,
// "Prerendered HTML"). Nothing here may touch browser globals while rendering.
import { print } from 'graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { EMPTY } from 'rxjs';
import { BehaviorSubject } from 'rxjs';
import { PublicLayout } from '../app/layouts/PublicLayout.tsx';
import { PrerenderingContext } from '../app/prerendering.ts';
import { ScreenPage } from '../components/page/ScreenPage.tsx';
import HomePage from '../features/home/HomePage.tsx';
import { HomePageQuery } from '../features/home/home-query.ts';
import {
  EvaluationFacetsQuery,
  EvaluationsListQuery,
} from '../features/evaluations/list/list-operations.ts';
import { listSchema, listVariables } from '../features/evaluations/list/list-state.ts';
import type { PageDataOperation } from '../app/page-data.ts';
import { evaluationsMessages } from '../features/evaluations/messages/index.ts';
import { FeatureMessages } from '../i18n/feature-messages.tsx';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { nlMessages } from '../i18n/messages.ts';
import type { Crumb } from '../store/actions.ts';
import { StoreProvider } from '../store/hooks.tsx';
import { initialState } from '../store/state.ts';
import type { Store } from '../store/store.ts';

/** Stands for the evaluation's title in `evaluation.html`; the gateway puts the real one in. */
export const EVALUATION_TITLE_MARK = '__EVALUATION_TITLE__';

export interface PrerenderedPage {
  /** Where the build writes the page, relative to the output folder. */
  file: string;
  /** What goes inside `<div id="root">`. */
  html: string;
  /**
   * Operations whose answers the gateway embeds in the page for its first render (written beside
   * the page as `<file>.data.json`; app/page-data.ts).
   */
  data?: PageDataOperation[];
}

/** A store that holds the page's starting state and ignores every action. */
function staticStore(path: string, crumbs: Crumb[]): Store {
  const state = { ...initialState(null, path), crumbs };
  return {
    action$: EMPTY,
    state$: new BehaviorSubject(state).asObservable(),
    dispatch: () => undefined,
    getState: () => state,
    dispose: () => undefined,
  };
}

function render(path: string, crumbs: Crumb[], page: ReactNode): string {
  return renderToString(
    <PrerenderingContext value={true}>
      <StoreProvider store={staticStore(path, crumbs)}>
        <LocaleProvider>
          <StaticRouter location={path}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path="*" element={page} />
              </Route>
            </Routes>
          </StaticRouter>
        </LocaleProvider>
      </StoreProvider>
    </PrerenderingContext>,
  );
}

const home: Crumb = { label: nlMessages['nav.home'] };
const evaluationsTitle = evaluationsMessages.nl['evaluations.list.title'] ?? '';

const firstListVariables = listVariables(listSchema.parse({}), false);

export function renderPages(): PrerenderedPage[] {
  return [
    // The home page entire, its data sections as the placeholders they start as (and filled at
    // once from the answer to its query, which the gateway embeds).
    {
      file: 'index.html',
      html: render('/', [home], <HomePage />),
      data: [{ query: print(HomePageQuery), variables: {} }],
    },
    {
      file: 'shells/evaluations.html',
      html: render(
        '/evaluations',
        [{ ...home, to: '/' }, { label: evaluationsTitle }],
        <FeatureMessages catalogues={evaluationsMessages}>
          <ScreenPage
            titleId="evaluations.list.title"
            introId="evaluations.list.intro"
            trail={[{ labelId: 'nav.home', to: '/' }]}
          />
        </FeatureMessages>,
      ),
      // The list as a visitor first sees it: no search, no filters, the first page.
      data: [
        { query: print(EvaluationsListQuery), variables: firstListVariables.list },
        { query: print(EvaluationFacetsQuery), variables: firstListVariables.facets },
      ],
    },
    {
      file: 'shells/evaluation.html',
      html: render(
        '/evaluations/evaluation',
        [
          { ...home, to: '/' },
          { label: evaluationsTitle, to: '/evaluations' },
          { label: EVALUATION_TITLE_MARK },
        ],
        <ScreenPage title={EVALUATION_TITLE_MARK} />,
      ),
    },
    // Every other public page: the frame with an empty page.
    { file: 'shells/public.html', html: render('/page', [], null) },
  ];
}
