// The public pages' HTML rendered at build time (scripts/prerender-pages.ts runs this in Node):
// the public frame and what a page shows without data, in Dutch, one document per public route of
// app/routes.tsx, plus the not-found screen and the error page. The browser paints that at once;
// the app's first render replaces it with the same markup (docs/web.md, "Prerendered HTML").
// The build also writes `documents.json` (documents-manifest.ts): which document answers which
// route, for the gateway. Nothing here may touch browser globals while rendering.
import { type DocumentNode, print } from 'graphql';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { BehaviorSubject, EMPTY } from 'rxjs';
import { PublicLayout } from '../app/layouts/PublicLayout.tsx';
import type { PageDataOperation } from '../app/page-data.ts';
import { PrerenderingContext } from '../app/prerendering.ts';
import { clientRoutePatterns } from '../app/routes.tsx';
import { ScreenPage } from '../components/page/ScreenPage.tsx';
import {
  EvaluationFacetsQuery,
  EvaluationsListQuery,
} from '../features/evaluations/list/list-operations.ts';
import { listSchema, listVariables } from '../features/evaluations/list/list-state.ts';
import { evaluationsMessages } from '../features/evaluations/messages/index.ts';
import HomePage from '../features/home/HomePage.tsx';
import { HomePageQuery } from '../features/home/home-query.ts';
import { InclusionMonitorQuery } from '../features/inclusion-monitor/monitor-query.ts';
import AboutPage from '../features/info/AboutPage.tsx';
import AccessibilityPage from '../features/info/AccessibilityPage.tsx';
import ContactPage from '../features/info/ContactPage.tsx';
import DisclaimerPage from '../features/info/DisclaimerPage.tsx';
import { infoMessages } from '../features/info/messages/index.ts';
import WhoPage from '../features/info/WhoPage.tsx';
import NotFoundPage from '../features/not-found/NotFoundPage.tsx';
import { ServerErrorPage } from '../features/not-found/ServerErrorPage.tsx';
import {
  AssociationDetailQuery,
  ProgramDetailQuery,
  TrialBureauDetailQuery,
} from '../features/organisations/detail/detail-operations.ts';
import {
  AssociationsListQuery,
  ProgramsListQuery,
  SpecializationChoicesQuery,
} from '../features/organisations/list/list-operations.ts';
import {
  toFilter as organisationFilter,
  listSchema as organisationListSchema,
  toSort as organisationSort,
} from '../features/organisations/list/list-state.ts';
import { searchResultsMessages } from '../features/search/messages/index.ts';
import { SearchResultsFrame } from '../features/search/SearchResultsFrame.tsx';
import { type FeatureCatalogues, FeatureMessages } from '../i18n/feature-messages.tsx';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { type MessageKey, nlMessages } from '../i18n/messages.ts';
import type { Crumb } from '../store/actions.ts';
import { StoreProvider } from '../store/hooks.tsx';
import { initialState } from '../store/state.ts';
import type { Store } from '../store/store.ts';
import {
  type DocumentsManifest,
  documentProblems,
  type ManifestDocument,
  type RecordKind,
} from './documents-manifest.ts';

/** Stands for a record's title in a detail document; the gateway puts the real one in. */
const RECORD_TITLE_MARK = '__RECORD_TITLE__';
/** Stands for the request's id in the error document. */
const REQUEST_ID_MARK = '__REQUEST_ID__';

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
  /** False for a page the app does not start on (the error page): no script, not inert. */
  startsApp?: boolean;
}

/** A document of the build: the page, and the routes (and record) it answers. */
interface DocumentEntry extends PrerenderedPage {
  routes: string[];
  record?: ManifestDocument['record'];
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

/** A catalogue text in Dutch: the feature's catalogue first, then the shell's. */
function dutch(id: string, catalogues?: FeatureCatalogues): string {
  const shell: Record<string, string> = nlMessages;
  return catalogues?.nl[id] ?? shell[id] ?? id;
}

const home: Crumb = { label: dutch('nav.home'), to: '/' };

/** The trail a screen announces (ScreenPage's `trail` and title), which the layout shows. */
function crumbs(title: string, above: Crumb[] = [home]): Crumb[] {
  return [...above, { label: title }];
}

/** A route's path with a stand-in for each parameter (the page renders without data). */
const examplePath = (route: string) => route.replace(/:\w+/g, 'x');

/** A screen's head: heading, introduction and breadcrumbs, as the screen starts (a list's head). */
function screenHead(
  file: string,
  route: string,
  head: { titleId: MessageKey; introId?: MessageKey; catalogues?: FeatureCatalogues },
): DocumentEntry {
  const page = (
    <ScreenPage
      titleId={head.titleId}
      {...(head.introId ? { introId: head.introId } : {})}
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
  return {
    file,
    routes: [route],
    html: render(
      route,
      crumbs(dutch(head.titleId, head.catalogues)),
      head.catalogues ? (
        <FeatureMessages catalogues={head.catalogues}>{page}</FeatureMessages>
      ) : (
        page
      ),
    ),
  };
}

/** An information page, rendered whole: its text is the same for every visitor. */
function wholePage(
  file: string,
  route: string,
  Screen: ComponentType,
  titleId: MessageKey,
): DocumentEntry {
  const title = dutch(titleId, infoMessages);
  return { file, routes: [route], html: render(route, crumbs(title), <Screen />) };
}

/** Where a record page sits: under its list (home, the list, the record) or under home alone. */
interface RecordPlace {
  above: Crumb[];
  trail: { labelId: MessageKey; to: string }[];
}

const underHome: RecordPlace = { above: [home], trail: [{ labelId: 'nav.home', to: '/' }] };

function underList(titleId: MessageKey, to: string, catalogues?: FeatureCatalogues): RecordPlace {
  return {
    above: [home, { label: dutch(titleId, catalogues), to }],
    trail: [...underHome.trail, { labelId: titleId, to }],
  };
}

/**
 * A public record's page: its heading and breadcrumbs, the record's title put in by the gateway;
 * with `query`, the record's one query, whose answer the gateway embeds: its variable named like
 * the route parameter reads `:<param>`, where the gateway puts the parameter's value
 * (gateway/src/web-hosting/page-data.ts).
 */
function recordHead(
  file: string,
  route: string,
  kind: RecordKind,
  place: RecordPlace = underHome,
  query?: DocumentNode,
): DocumentEntry {
  const param = /:(\w+)$/.exec(route)?.[1];
  if (!param) throw new Error(`the record route ${route} has no parameter`);
  return {
    file,
    routes: [route],
    record: { kind, param },
    html: render(
      examplePath(route),
      crumbs(RECORD_TITLE_MARK, place.above),
      <ScreenPage title={RECORD_TITLE_MARK} trail={place.trail} />,
    ),
    ...(query ? { data: [{ query: print(query), variables: { [param]: `:${param}` } }] } : {}),
  };
}

/**
 * An organisation list's first answers, as a visitor first sees it (no search, no specialization,
 * the first page): the list and the specialization choices of its controls.
 */
function organisationListData(query: DocumentNode): PageDataOperation[] {
  const state = organisationListSchema.parse({});
  return [
    {
      query: print(query),
      variables: {
        filter: organisationFilter(state),
        sort: organisationSort(state),
        page: state.page,
        limit: state.limit,
      },
    },
    { query: print(SpecializationChoicesQuery), variables: {} },
  ];
}

const firstListVariables = listVariables(listSchema.parse({}), false);

/** One entry per document; a new public route in routes.tsx needs one here (the build says so). */
function documentEntries(): DocumentEntry[] {
  return [
    // The home page entire, its data sections as the placeholders they start as (and filled at
    // once from the answer to its query, which the gateway embeds).
    {
      file: 'index.html',
      routes: ['/'],
      html: render('/', [{ label: home.label }], <HomePage />),
      data: [{ query: print(HomePageQuery), variables: {} }],
    },
    {
      ...screenHead('shells/evaluations.html', '/evaluations', {
        titleId: 'evaluations.list.title',
        introId: 'evaluations.list.intro',
        catalogues: evaluationsMessages,
      }),
      // The list as a visitor first sees it: no search, no filters, the first page.
      data: [
        { query: print(EvaluationsListQuery), variables: firstListVariables.list },
        { query: print(EvaluationFacetsQuery), variables: firstListVariables.facets },
      ],
    },
    recordHead(
      'shells/evaluation.html',
      '/evaluations/:id',
      'evaluation',
      underList('evaluations.list.title', '/evaluations', evaluationsMessages),
    ),
    // The organisation lists and pages render at once from the embedded answers: the list's first
    // page, or the record's one query (its banner is the page's largest picture).
    {
      ...screenHead('shells/associations.html', '/associations', {
        titleId: 'page.associations.title',
        introId: 'page.associations.intro',
      }),
      data: organisationListData(AssociationsListQuery),
    },
    recordHead(
      'shells/association.html',
      '/associations/:id',
      'association',
      underList('page.associations.title', '/associations'),
      AssociationDetailQuery,
    ),
    {
      ...screenHead('shells/programs.html', '/programs', {
        titleId: 'page.programs.title',
        introId: 'page.programs.intro',
      }),
      data: organisationListData(ProgramsListQuery),
    },
    recordHead(
      'shells/program.html',
      '/programs/:id',
      'program',
      underList('page.programs.title', '/programs'),
      ProgramDetailQuery,
    ),
    // The menu's entry: the page moves on to the first trial bureau's own page.
    screenHead('shells/trialbureaus.html', '/trialbureaus', { titleId: 'page.trialBureau.title' }),
    recordHead(
      'shells/trialbureau.html',
      '/trialbureaus/:id',
      'trialBureau',
      underHome,
      TrialBureauDetailQuery,
    ),
    // The monitor's categories and figures render at once from the embedded answer to its one
    // query (no variables).
    {
      ...screenHead('shells/inclusie-monitor.html', '/inclusie-monitor', {
        titleId: 'page.inclusionMonitor.title',
        introId: 'page.inclusionMonitor.intro',
      }),
      data: [{ query: print(InclusionMonitorQuery), variables: {} }],
    },
    wholePage('shells/who.html', '/who', WhoPage, 'page.who.title'),
    wholePage('shells/about.html', '/about', AboutPage, 'page.about.title'),
    wholePage('shells/disclaimer.html', '/disclaimer', DisclaimerPage, 'page.disclaimer.title'),
    wholePage('shells/contact.html', '/contact', ContactPage, 'page.contact.title'),
    wholePage(
      'shells/accessibility.html',
      '/accessibility',
      AccessibilityPage,
      'info.accessibility.title',
    ),
    // The login and password pages: the frame alone.
    {
      file: 'shells/public.html',
      routes: clientRoutePatterns.guest,
      html: render('/page', [], null),
    },
    // The search results page without results: heading, introduction, an empty search field and
    // the room the results take (the same for every term).
    {
      file: 'shells/search.html',
      routes: ['/search'],
      html: render(
        '/search',
        crumbs(dutch('searchResults.title', searchResultsMessages)),
        <FeatureMessages catalogues={searchResultsMessages}>
          <SearchResultsFrame term="" onSearch={() => undefined} />
        </FeatureMessages>,
      ),
    },
  ];
}

/** The not-found screen in the public frame; the gateway answers it with 404. */
const notFoundPage = (): PrerenderedPage => ({
  file: 'shells/not-found.html',
  html: render('/page', crumbs(dutch('notFound.title')), <NotFoundPage />),
});

/** The error page (500, a URL that cannot be read), static: no app starts on it. */
const errorPage = (): PrerenderedPage => ({
  file: 'shells/error.html',
  html: render(
    '/page',
    crumbs(dutch('serverError.title')),
    <ServerErrorPage requestId={REQUEST_ID_MARK} />,
  ),
  startsApp: false,
});

/** Every prerendered page, and the manifest of which document answers which route. */
export function renderDocuments(): { pages: PrerenderedPage[]; manifest: DocumentsManifest } {
  const entries = documentEntries();
  const documents: ManifestDocument[] = [
    ...entries.map(({ file, routes, record }) => ({ file, routes, ...(record ? { record } : {}) })),
    // The page with an empty root (scripts/prerender-pages.ts): the app alone renders these.
    { file: 'app.html', routes: clientRoutePatterns.app },
  ];
  const problems = documentProblems(clientRoutePatterns.public, documents);
  if (problems.length > 0)
    throw new Error(`Prerendered documents (web/src/prerender/): ${problems.join('; ')}`);
  const notFound = notFoundPage();
  const error = errorPage();
  return {
    pages: [
      ...entries.map(({ routes: _routes, record: _record, ...page }) => page),
      notFound,
      error,
    ],
    manifest: {
      titleMark: RECORD_TITLE_MARK,
      requestIdMark: REQUEST_ID_MARK,
      documents,
      notFound: notFound.file,
      error: error.file,
    },
  };
}
