// Every route of spec section 2 with its access rule, in one place. Each screen group is its own
// lazily loaded chunk (loaded with the 120 s limit), the home page's too.
// Screens live in domain folders (features/evaluations, features/organisations, ...); the second
// argument of `screen()` is the spec's chunk label, the only place those names appear
// (docs/decisions.md maps one to the other).
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
} from 'react-router';
import { withApolloScreen } from '../api/apollo-screen.tsx';
import { AppShell } from './AppShell.tsx';
import { GuestOnly } from './guards/GuestOnly.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { ADMIN, type RoleRule, STAFF } from './guards/roles.ts';
import { LogoutRoute } from './LogoutRoute.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { loadWithTimeout } from './lazy-group.ts';
import { RouteError } from './RouteError.tsx';
import { routePatterns } from './route-patterns.ts';

/**
 * A screen-group chunk: the screen as its default export and, optionally, `prefetch`, which puts
 * the screen's data in the public reader's cache (api/public-answers.ts) before the very first
 * render (see `firstRenderOnly`).
 */
type PageModule = {
  default: ComponentType;
  prefetch?: (args: LoaderFunctionArgs) => Promise<unknown>;
};

let firstRenderDone = false;

/**
 * On the page the browser opened, its prerendered head (web/src/prerender/) stays on screen until
 * the data is there, so the first render shows the page itself rather than a skeleton over it.
 * Later navigations never wait: the screen shows its own loading state.
 */
const firstRenderOnly =
  (prefetch: NonNullable<PageModule['prefetch']>) => async (args: LoaderFunctionArgs) => {
    if (!firstRenderDone) await prefetch(args).catch(() => undefined);
    return null;
  };

/**
 * A route whose screen is the default export of a lazily loaded screen-group chunk. Public
 * screens read through the public reader (api/use-public-query.ts), so the chunk is all they load.
 */
const screen = (
  path: string | undefined,
  group: string,
  load: () => Promise<PageModule>,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => {
    const module = await loadWithTimeout(load, group);
    return {
      Component: module.default,
      ...(module.prefetch ? { loader: firstRenderOnly(module.prefetch) } : {}),
    };
  },
});

/**
 * A screen of the CMS or of signing in: it queries and writes through Apollo Client, whose client
 * and React context (never loaded by a public route) arrive with the chunk.
 */
const staffScreen = (
  path: string | undefined,
  group: string,
  load: () => Promise<PageModule>,
): RouteObject => screen(path, group, () => withApolloScreen(load));

/** Routes only for users with one of the roles (others go to /cms, see RequireRole). */
const restricted = (rule: RoleRule, ...children: RouteObject[]): RouteObject => ({
  element: (
    <RequireRole rule={rule}>
      <Outlet />
    </RequireRole>
  ),
  children,
});

const publicRoutes: RouteObject[] = [
  screen(undefined, 'home', () => import('../features/home/HomePage.tsx')),
  screen('who', 'who', () => import('../features/info/WhoPage.tsx')),
  screen('about', 'about', () => import('../features/info/AboutPage.tsx')),
  screen(
    'inclusie-monitor',
    'inclusiemonitor',
    () => import('../features/inclusion-monitor/InclusionMonitorPage.tsx'),
  ),
  screen('disclaimer', 'disclaimer', () => import('../features/info/DisclaimerPage.tsx')),
  screen('contact', 'contact', () => import('../features/info/ContactPage.tsx')),
  screen('accessibility', 'accessibility', () => import('../features/info/AccessibilityPage.tsx')),
  screen(
    'associations',
    'associations',
    () => import('../features/organisations/AssociationsPage.tsx'),
  ),
  screen(
    'associations/:id',
    'association',
    () => import('../features/organisations/AssociationPage.tsx'),
  ),
  screen('evaluations', 'evaluations', () => import('../features/evaluations/EvaluationsPage.tsx')),
  screen(
    'evaluations/:id',
    'evaluations',
    () => import('../features/evaluations/EvaluationPage.tsx'),
  ),
  screen('programs', 'programs', () => import('../features/organisations/ProgramsPage.tsx')),
  screen('programs/:id', 'progam', () => import('../features/organisations/ProgramPage.tsx')),
  screen(
    'trialbureaus',
    'trial-agency',
    () => import('../features/organisations/TrialBureausPage.tsx'),
  ),
  screen(
    'trialbureaus/:id',
    'trial-agency',
    () => import('../features/organisations/TrialBureauPage.tsx'),
  ),
  // Not in the spec's route list: the results of the header search (issue 26).
  screen('search', 'search-results', () => import('../features/search/SearchResultsPage.tsx')),
];

const guestRoutes: RouteObject[] = [
  staffScreen('cms/login', 'login', () => import('../features/auth/LoginPage.tsx')),
  staffScreen(
    'forgot-password',
    'forgotpassword',
    () => import('../features/auth/ForgotPasswordPage.tsx'),
  ),
  staffScreen(
    'reset-password',
    'resetpassword',
    () => import('../features/auth/ResetPasswordPage.tsx'),
  ),
];

const cmsRoutes: RouteObject[] = [
  staffScreen(undefined, 'dashboard', () => import('../features/dashboard/DashboardPage.tsx')),
  staffScreen('hours', 'registerhours', () => import('../features/hours/HoursPage.tsx')),
  restricted(
    ADMIN,
    staffScreen('users', 'users', () => import('../features/users/UsersPage.tsx')),
  ),
  staffScreen('users/:id', 'user', () => import('../features/users/UserPage.tsx')),
  restricted(
    STAFF,
    staffScreen(
      'associations',
      'associations-admin',
      () => import('../features/organisations/cms/CmsAssociationsPage.tsx'),
    ),
    staffScreen(
      'associations/:id',
      'association-admin',
      () => import('../features/organisations/cms/CmsAssociationPage.tsx'),
    ),
    staffScreen(
      'programs',
      'programs-admin',
      () => import('../features/organisations/cms/CmsProgramsPage.tsx'),
    ),
    staffScreen(
      'programs/:id',
      'progam-admin',
      () => import('../features/organisations/cms/CmsProgramPage.tsx'),
    ),
  ),
  restricted(
    ADMIN,
    staffScreen(
      'trialbureaus',
      'trial-agencies',
      () => import('../features/organisations/cms/CmsTrialBureausPage.tsx'),
    ),
    staffScreen(
      'trialbureaus/:id',
      'trial-agency-admin',
      () => import('../features/organisations/cms/CmsTrialBureauPage.tsx'),
    ),
    staffScreen('centers', 'centers', () => import('../features/centers/CentersPage.tsx')),
    staffScreen(
      'centers/merge',
      'centers_merge',
      () => import('../features/centers/CentersMergePage.tsx'),
    ),
    staffScreen(
      'specializations',
      'specializations',
      () => import('../features/specializations/SpecializationsPage.tsx'),
    ),
    staffScreen(
      'bug-reports',
      'bug-reports',
      () => import('../features/bug-report/cms/BugReportsPage.tsx'),
    ),
    staffScreen(
      'bug-reports/:id',
      'bug-reports',
      () => import('../features/bug-report/cms/BugReportPage.tsx'),
    ),
    // Not in the spec: the site's own content (issue 27).
    staffScreen(
      'site',
      'site-content',
      () => import('../features/site-content/SiteContentPage.tsx'),
    ),
    // Not in the spec: what was deleted lately and can come back (issue 28).
    staffScreen(
      'recent-verwijderd',
      'recently-deleted',
      () => import('../features/recently-deleted/RecentlyDeletedPage.tsx'),
    ),
  ),
  staffScreen(
    'evaluations',
    'evaluations-admin',
    () => import('../features/evaluations/cms/CmsEvaluationsPage.tsx'),
  ),
  staffScreen(
    'evaluations/:id',
    'evaluation-admin',
    () => import('../features/evaluations/cms/CmsEvaluationPage.tsx'),
  ),
];

const logoutRoute: RouteObject = { path: 'logout', element: <LogoutRoute /> };

const cmsRoute: RouteObject = {
  path: 'cms',
  // The CMS frame is its own chunk: visitors of the public site never load it.
  lazy: async () => {
    const { CmsLayout } = await loadWithTimeout(() => import('./layouts/CmsLayout.tsx'), 'cms');
    return {
      element: (
        <RequireAuth>
          <CmsLayout />
        </RequireAuth>
      ),
    };
  },
  errorElement: <RouteError />,
  children: cmsRoutes,
};

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <GuestOnly>
            <PublicLayout />
          </GuestOnly>
        ),
        errorElement: <RouteError />,
        children: guestRoutes,
      },
      logoutRoute,
      cmsRoute,
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          screen('*', 'page-not-found', () => import('../features/not-found/NotFoundPage.tsx')),
        ],
      },
    ],
  },
];

/**
 * The path patterns of the client routes above, by who answers them: every public route gets a
 * prerendered document of its own and the guest routes the public frame (web/src/prerender/, which
 * writes them into the build's documents.json for the gateway); the CMS and logout render in the
 * app alone. Any other path is the not-found screen (the catch-all), which the gateway answers 404.
 */
export const clientRoutePatterns = {
  public: routePatterns(publicRoutes),
  guest: routePatterns(guestRoutes),
  app: routePatterns([logoutRoute, cmsRoute]),
};

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the first location's lazy routes (or failed to). */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  const ready = () => {
    firstRenderDone = true;
  };
  if (router.state.initialized) {
    ready();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      ready();
      resolve();
    });
  });
}
