// The public pages' HTML, in Dutch. At build time (scripts/prerender-pages.ts runs this in Node):
// the public frame and what a page shows without data, one document per public route of
// app/routes.tsx, plus the not-found screen and the error page. At request time (`renderPage`, in
// the server bundle the build writes beside them, scripts/server-render-build.ts): a page whose
// first answers the gateway embeds, rendered whole from those answers. The browser paints that at
// once; the app's first render replaces it with the same markup (docs/web.md, "Prerendered
// HTML"). The build also writes `documents.json` (documents-manifest.ts): which document answers
// which route, for the gateway. Nothing here may touch browser globals while rendering.
import { type DocumentNode, print } from 'graphql';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { BehaviorSubject, EMPTY } from 'rxjs';
import {
  type EmbeddedAnswer,
  type PageDataOperation,
  provideEmbeddedAnswers,
  resetEmbeddedAnswers,
} from '../api/page-data.ts';
import { resetPublicAnswers } from '../api/public-answers.ts';
import { PublicFooter } from '../app/layouts/PublicFooter.tsx';
import { PublicLayout } from '../app/layouts/PublicLayout.tsx';
import { SiteFooterQuery } from '../app/layouts/site-footer-query.ts';
import { PrerenderingContext } from '../app/prerendering.ts';
import { clientRoutePatterns } from '../app/routes.tsx';
import { appStoreParts } from '../app/store-parts.ts';
import { ScreenPage } from '../components/page/ScreenPage.tsx';
import EvaluationsPage from '../features/evaluations/EvaluationsPage.tsx';
import {
  EvaluationFacetsQuery,
  EvaluationsListQuery,
} from '../features/evaluations/list/list-operations.ts';
import { listSchema, listVariables } from '../features/evaluations/list/list-state.ts';
import { evaluationsMessages } from '../features/evaluations/messages/index.ts';
import HomePage from '../features/home/HomePage.tsx';
import { HomePageQuery } from '../features/home/home-query.ts';
import InclusionMonitorPage from '../features/inclusion-monitor/InclusionMonitorPage.tsx';
import { InclusionMonitorQuery } from '../features/inclusion-monitor/monitor-query.ts';
import AboutPage from '../features/info/AboutPage.tsx';
import AccessibilityPage from '../features/info/AccessibilityPage.tsx';
import ContactPage from '../features/info/ContactPage.tsx';
import DisclaimerPage from '../features/info/DisclaimerPage.tsx';
import { infoMessages } from '../features/info/messages/index.ts';
import { SiteContactQuery, SitePageQuery } from '../features/info/site-page-query.ts';
import WhoPage from '../features/info/WhoPage.tsx';
import NotFoundPage from '../features/not-found/NotFoundPage.tsx';
import { ServerErrorPage } from '../features/not-found/ServerErrorPage.tsx';
import AssociationPage from '../features/organisations/AssociationPage.tsx';
import AssociationsPage from '../features/organisations/AssociationsPage.tsx';
import { OrganisationDetailQuery } from '../features/organisations/detail/detail-operations.ts';
import {
  OrganisationsListQuery,
  SpecializationChoicesQuery,
} from '../features/organisations/list/list-operations.ts';
import {
  toFilter as organisationFilter,
  listSchema as organisationListSchema,
  toSort as organisationSort,
} from '../features/organisations/list/list-state.ts';
import ProgramPage from '../features/organisations/ProgramPage.tsx';
import ProgramsPage from '../features/organisations/ProgramsPage.tsx';
import TrialBureauPage from '../features/organisations/TrialBureauPage.tsx';
import { searchResultsMessages } from '../features/search/messages/index.ts';
import { SearchResultsQuery } from '../features/search/results-operations.ts';
import { resultsSchema, resultsVariables } from '../features/search/results-state.ts';
import { SearchResultsFrame } from '../features/search/SearchResultsFrame.tsx';
import SearchResultsPage from '../features/search/SearchResultsPage.tsx';
import type { OrganisationKind, SitePageKey } from '../gql/graphql.ts';
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
/** Around a page's content, where the gateway puts the page rendered with its answers. */
const CONTENT_MARKS = { start: '<!--page-->', end: '<!--/page-->' };
/** Around the footer of every page, where the gateway puts it rendered with its answer. */
const FOOTER_MARKS = { start: '<!--footer-->', end: '<!--/footer-->' };
/** The footer's one operation (the site's privacy statement and sponsors), answered for every page. */
const footerData: PageDataOperation[] = [
  { query: print(SiteFooterQuery), variables: {}, everyone: true },
];

/**
 * The document with the footer marks around its footer (PublicFooter's `<footer
 * data-site-footer>`, which holds no other footer), or as it is without one (the CMS's app.html).
 */
function markFooter(html: string): string {
  const start = html.indexOf('<footer data-site-footer');
  const end = html.indexOf('</footer>', start);
  if (start === -1 || end === -1) return html;
  const close = end + '</footer>'.length;
  return `${html.slice(0, start)}${FOOTER_MARKS.start}${html.slice(start, close)}${FOOTER_MARKS.end}${html.slice(close)}`;
}

export interface PrerenderedPage {
  /** Where the build writes the page, relative to the output folder. */
  file: string;
  /** What goes inside `<div id="root">`. */
  html: string;
  /**
   * Operations whose answers the gateway embeds in the page for its first render (written beside
   * the page as `<file>.data.json`; api/page-data.ts).
   */
  data?: PageDataOperation[];
  /** False for a page the app does not start on (the error page): no script, not inert. */
  startsApp?: boolean;
}

/**
 * How the gateway renders a page with data whole, per request (`renderPage`): the route's screen
 * under its route pattern, in the frame with the page's breadcrumbs.
 */
interface RequestRender {
  route: string;
  crumbs: Crumb[];
  Screen: ComponentType;
}

/**
 * A document of the build: the page, and the routes (and record) it answers. Its HTML is rendered
 * when asked for (the build asks; the gateway's `renderPage` needs only `rendered`).
 */
interface DocumentEntry extends Omit<PrerenderedPage, 'html'> {
  html: () => string;
  routes: string[];
  record?: ManifestDocument['record'];
  /** With `data`: the page rendered with its answers per request. */
  rendered?: RequestRender;
}

/** A store that holds the page's starting state and ignores every action. */
function staticStore(path: string, crumbs: Crumb[]): Store {
  const state = { ...initialState(appStoreParts.slices, null, path), crumbs };
  return {
    action$: EMPTY,
    state$: new BehaviorSubject(state).asObservable(),
    dispatch: () => undefined,
    getState: () => state,
    dispose: () => undefined,
  };
}

/** The page in the public frame at `path`, under the route pattern `route` (its parameters). */
function render(path: string, crumbs: Crumb[], page: ReactNode, route = '*'): string {
  return renderToString(
    <PrerenderingContext value={true}>
      <StoreProvider store={staticStore(path, crumbs)}>
        <LocaleProvider>
          <StaticRouter location={path}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path={route} element={page} />
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
  Screen?: ComponentType,
): DocumentEntry {
  const trail = crumbs(dutch(head.titleId, head.catalogues));
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
    html: () =>
      render(
        route,
        trail,
        head.catalogues ? (
          <FeatureMessages catalogues={head.catalogues}>{page}</FeatureMessages>
        ) : (
          page
        ),
      ),
    ...(Screen ? { rendered: { route, crumbs: trail, Screen } } : {}),
  };
}

/**
 * An information page: its text is the site's content (issue 27), the same for every visitor, so
 * the gateway renders it whole from the embedded answer (and the contact page's details).
 */
function infoPage(
  file: string,
  route: string,
  Screen: ComponentType,
  titleId: MessageKey,
  key: SitePageKey,
): DocumentEntry {
  const trail = crumbs(dutch(titleId, infoMessages));
  return {
    file,
    routes: [route],
    html: () => render(route, trail, <Screen />),
    // The same for every reader, so a signed-in reader's first render takes them too.
    data: [
      { query: print(SitePageQuery), variables: { key }, everyone: true },
      ...(key === 'CONTACT'
        ? [{ query: print(SiteContactQuery), variables: {}, everyone: true as const }]
        : []),
    ],
    rendered: { route, crumbs: trail, Screen },
  };
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
 * with `answered`, the record's one query, whose answer the gateway embeds (its variable named
 * like the route parameter reads `:<param>`, where the gateway puts the parameter's value,
 * gateway/src/web-hosting/page-data.ts), and the screen it renders with that answer.
 */
function recordHead(
  file: string,
  route: string,
  kind: RecordKind,
  place: RecordPlace = underHome,
  answered?: { query: DocumentNode; Screen: ComponentType; variables?: Record<string, unknown> },
): DocumentEntry {
  const param = /:(\w+)$/.exec(route)?.[1];
  if (!param) throw new Error(`the record route ${route} has no parameter`);
  const trail = crumbs(RECORD_TITLE_MARK, place.above);
  return {
    file,
    routes: [route],
    record: { kind, param },
    html: () =>
      render(
        examplePath(route),
        trail,
        <ScreenPage title={RECORD_TITLE_MARK} trail={place.trail} />,
      ),
    ...(answered
      ? {
          data: [
            {
              query: print(answered.query),
              variables: { ...answered.variables, [param]: `:${param}` },
            },
          ],
          rendered: { route, crumbs: trail, Screen: answered.Screen },
        }
      : {}),
  };
}

/**
 * An organisation list's first answers, as a visitor first sees it (no search, no specialization,
 * the first page): the list and the specialization choices of its controls.
 */
function organisationListData(kind: OrganisationKind): PageDataOperation[] {
  const state = organisationListSchema.parse({});
  return [
    {
      query: print(OrganisationsListQuery),
      variables: {
        kind,
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

/** The search results page: without a term at build time, with its results per request. */
function searchPage(): DocumentEntry {
  const trail = crumbs(dutch('searchResults.title', searchResultsMessages));
  return {
    file: 'shells/search.html',
    routes: ['/search'],
    html: () =>
      render(
        '/search',
        trail,
        <FeatureMessages catalogues={searchResultsMessages}>
          <SearchResultsFrame term="" onSearch={() => undefined} />
        </FeatureMessages>,
      ),
    rendered: { route: '/search', crumbs: trail, Screen: SearchResultsPage },
  };
}

/** One entry per document; a new public route in routes.tsx needs one here (the build says so). */
function documentEntries(): DocumentEntry[] {
  return [
    // The home page entire, its data sections as the placeholders they start as (and filled at
    // once from the answer to its query, which the gateway embeds).
    {
      file: 'index.html',
      routes: ['/'],
      html: () => render('/', [{ label: home.label }], <HomePage />),
      data: [{ query: print(HomePageQuery), variables: {} }],
    },
    {
      ...screenHead(
        'shells/evaluations.html',
        '/evaluations',
        {
          titleId: 'evaluations.list.title',
          introId: 'evaluations.list.intro',
          catalogues: evaluationsMessages,
        },
        EvaluationsPage,
      ),
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
      ...screenHead(
        'shells/associations.html',
        '/associations',
        { titleId: 'page.associations.title', introId: 'page.associations.intro' },
        AssociationsPage,
      ),
      data: organisationListData('ASSOCIATION'),
    },
    recordHead(
      'shells/association.html',
      '/associations/:id',
      'association',
      underList('page.associations.title', '/associations'),
      {
        query: OrganisationDetailQuery,
        Screen: AssociationPage,
        variables: { kind: 'ASSOCIATION' },
      },
    ),
    {
      ...screenHead(
        'shells/programs.html',
        '/programs',
        { titleId: 'page.programs.title', introId: 'page.programs.intro' },
        ProgramsPage,
      ),
      data: organisationListData('PROGRAM'),
    },
    recordHead(
      'shells/program.html',
      '/programs/:id',
      'program',
      underList('page.programs.title', '/programs'),
      { query: OrganisationDetailQuery, Screen: ProgramPage, variables: { kind: 'PROGRAM' } },
    ),
    // The menu's entry: the page moves on to the first trial bureau's own page.
    screenHead('shells/trialbureaus.html', '/trialbureaus', { titleId: 'page.trialBureau.title' }),
    recordHead('shells/trialbureau.html', '/trialbureaus/:id', 'trialBureau', underHome, {
      query: OrganisationDetailQuery,
      Screen: TrialBureauPage,
      variables: { kind: 'TRIAL_BUREAU' },
    }),
    // The monitor's categories and figures render at once from the embedded answer to its one
    // query (no variables).
    {
      ...screenHead(
        'shells/inclusie-monitor.html',
        '/inclusie-monitor',
        { titleId: 'page.inclusionMonitor.title', introId: 'page.inclusionMonitor.intro' },
        InclusionMonitorPage,
      ),
      data: [{ query: print(InclusionMonitorQuery), variables: {} }],
    },
    infoPage('shells/who.html', '/who', WhoPage, 'page.who.title', 'WHO'),
    infoPage('shells/about.html', '/about', AboutPage, 'page.about.title', 'ABOUT'),
    infoPage(
      'shells/disclaimer.html',
      '/disclaimer',
      DisclaimerPage,
      'page.disclaimer.title',
      'DISCLAIMER',
    ),
    infoPage('shells/contact.html', '/contact', ContactPage, 'page.contact.title', 'CONTACT'),
    infoPage(
      'shells/accessibility.html',
      '/accessibility',
      AccessibilityPage,
      'info.accessibility.title',
      'ACCESSIBILITY',
    ),
    // The login and password pages: the frame alone.
    {
      file: 'shells/public.html',
      routes: clientRoutePatterns.guest,
      html: () => render('/page', [], null),
    },
    // The search results page without a term: heading, introduction, an empty search field and
    // the room the results take. With a term (and nothing else in the query string: a later page
    // asks for itself), the results' first pages, the term where the variable reads `?q`.
    {
      ...searchPage(),
      data: [
        {
          query: print(SearchResultsQuery),
          variables: { ...resultsVariables(resultsSchema.parse({})), search: '?q' },
        },
      ],
    },
  ];
}

/** The not-found screen in the public frame; the gateway answers it with 404. */
const notFoundPage = (): PrerenderedPage => ({
  file: 'shells/not-found.html',
  html: markFooter(render('/page', crumbs(dutch('notFound.title')), <NotFoundPage />)),
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
      ...entries.map(({ routes: _routes, record: _record, rendered, html, ...page }) => ({
        ...page,
        // Where the gateway puts the page rendered with its answers, and its footer.
        html: rendered
          ? `${CONTENT_MARKS.start}${markFooter(html())}${CONTENT_MARKS.end}`
          : markFooter(html()),
      })),
      notFound,
      error,
    ],
    manifest: {
      titleMark: RECORD_TITLE_MARK,
      requestIdMark: REQUEST_ID_MARK,
      contentMarks: CONTENT_MARKS,
      footer: { marks: FOOTER_MARKS, data: footerData },
      documents,
      notFound: notFound.file,
      error: error.file,
    },
  };
}

let requestRenders: Map<string, RequestRender> | undefined;

/**
 * A page with data rendered whole from its answers, for one request (the gateway calls this from
 * the server bundle, gateway/src/web-hosting/page-renderer.ts): `file` is the document the route
 * answers with, `url` the request's path and query, `answers` what the gateway embeds in the page
 * (api/page-data.ts). The markup is what the app's first render makes from the same answers.
 * Null for a document that is not rendered per request. Rendering is synchronous, so the public
 * reader holds these answers for this render alone.
 */
export function renderPage(
  file: string,
  url: string,
  answers: Record<string, EmbeddedAnswer>,
): string | null {
  requestRenders ??= new Map(
    documentEntries().flatMap((entry) =>
      entry.rendered ? [[entry.file, entry.rendered] as const] : [],
    ),
  );
  const page = requestRenders.get(file);
  if (!page) return null;
  resetPublicAnswers();
  provideEmbeddedAnswers(answers);
  try {
    return render(url, page.crumbs, <page.Screen />, page.route);
  } finally {
    resetEmbeddedAnswers();
    resetPublicAnswers();
  }
}

/**
 * The footer of every page rendered with its answer (the gateway calls this from the server
 * bundle, gateway/src/web-hosting/page-renderer.ts, and puts it between the footer marks): the
 * same markup the app's first render makes from the same answer. Rendering is synchronous, so
 * the public reader holds the answer for this render alone.
 */
export function renderFooter(answers: Record<string, EmbeddedAnswer>): string {
  resetPublicAnswers();
  provideEmbeddedAnswers(answers);
  try {
    const html = renderToString(
      <PrerenderingContext value={true}>
        <StoreProvider store={staticStore('/', [])}>
          <LocaleProvider>
            <StaticRouter location="/">
              <PublicFooter />
            </StaticRouter>
          </LocaleProvider>
        </StoreProvider>
      </PrerenderingContext>,
    );
    // React puts a preload of each image first; the footer's logos need none (they are at the end).
    return html.replace(/^(?:<link [^>]*\/>)+/, '');
  } finally {
    resetEmbeddedAnswers();
    resetPublicAnswers();
  }
}
