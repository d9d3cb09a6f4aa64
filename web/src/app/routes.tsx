// Every route of spec section 2 with its access rule, in one place. Each screen group is its own
// lazily loaded chunk (loaded with the 120 s limit); the home page is part of the first load.
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { AppShell } from './AppShell.tsx';
import { GuestOnly } from './guards/GuestOnly.tsx';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { ADMIN, type RoleRule, STAFF } from './guards/roles.ts';
import { LogoutRoute } from './LogoutRoute.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { loadWithTimeout } from './lazy-group.ts';
import { RouteError } from './RouteError.tsx';

type PageModule = { default: ComponentType };

/** A route whose screen is the default export of a lazily loaded screen-group chunk. */
const screen = (
  path: string | undefined,
  group: string,
  load: () => Promise<PageModule>,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await loadWithTimeout(load, group)).default }),
});

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
  { index: true, element: <HomePage /> },
  screen('who', 'who', () => import('../features/who/WhoPage.tsx')),
  screen('about', 'about', () => import('../features/about/AboutPage.tsx')),
  screen(
    'inclusie-monitor',
    'inclusiemonitor',
    () => import('../features/inclusiemonitor/InclusionMonitorPage.tsx'),
  ),
  screen('disclaimer', 'disclaimer', () => import('../features/disclaimer/DisclaimerPage.tsx')),
  screen('contact', 'contact', () => import('../features/contact/ContactPage.tsx')),
  screen(
    'associations',
    'associations',
    () => import('../features/associations/AssociationsPage.tsx'),
  ),
  screen(
    'associations/:id',
    'association',
    () => import('../features/association/AssociationPage.tsx'),
  ),
  screen('evaluations', 'evaluations', () => import('../features/evaluations/EvaluationsPage.tsx')),
  screen(
    'evaluations/:id',
    'evaluations',
    () => import('../features/evaluations/EvaluationPage.tsx'),
  ),
  screen('programs', 'programs', () => import('../features/programs/ProgramsPage.tsx')),
  screen('programs/:id', 'progam', () => import('../features/progam/ProgramPage.tsx')),
  screen(
    'trialbureaus/:id',
    'trial-agency',
    () => import('../features/trial-agency/TrialBureauPage.tsx'),
  ),
];

const guestRoutes: RouteObject[] = [
  screen('cms/login', 'login', () => import('../features/login/LoginPage.tsx')),
  screen(
    'forgot-password',
    'forgotpassword',
    () => import('../features/password/ForgotPasswordPage.tsx'),
  ),
  screen(
    'reset-password',
    'resetpassword',
    () => import('../features/password/ResetPasswordPage.tsx'),
  ),
];

const cmsRoutes: RouteObject[] = [
  screen(undefined, 'dashboard', () => import('../features/dashboard/DashboardPage.tsx')),
  restricted(
    ADMIN,
    screen('users', 'users', () => import('../features/users/UsersPage.tsx')),
  ),
  screen('users/:id', 'user', () => import('../features/user/UserPage.tsx')),
  restricted(
    STAFF,
    screen(
      'associations',
      'associations-admin',
      () => import('../features/associations-admin/CmsAssociationsPage.tsx'),
    ),
    screen(
      'associations/:id',
      'association-admin',
      () => import('../features/association-admin/CmsAssociationPage.tsx'),
    ),
    screen(
      'programs',
      'programs-admin',
      () => import('../features/programs-admin/CmsProgramsPage.tsx'),
    ),
    screen(
      'programs/:id',
      'progam-admin',
      () => import('../features/progam-admin/CmsProgramPage.tsx'),
    ),
  ),
  restricted(
    ADMIN,
    screen(
      'trialbureaus',
      'trial-agencies',
      () => import('../features/trial-agencies/CmsTrialBureausPage.tsx'),
    ),
    screen(
      'trialbureaus/:id',
      'trial-agency-admin',
      () => import('../features/trial-agency-admin/CmsTrialBureauPage.tsx'),
    ),
    screen('centers', 'centers', () => import('../features/centers/CentersPage.tsx')),
    screen(
      'centers/merge',
      'centers_merge',
      () => import('../features/centers_merge/CentersMergePage.tsx'),
    ),
    screen(
      'specializations',
      'specializations',
      () => import('../features/specializations/SpecializationsPage.tsx'),
    ),
  ),
  screen(
    'evaluations',
    'evaluations-admin',
    () => import('../features/evaluations-admin/CmsEvaluationsPage.tsx'),
  ),
  screen(
    'evaluations/:id',
    'evaluation-admin',
    () => import('../features/evaluation-admin/CmsEvaluationPage.tsx'),
  ),
];

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
      { path: 'logout', element: <LogoutRoute /> },
      {
        path: 'cms',
        // The CMS frame is its own chunk: visitors of the public site never load it.
        lazy: async () => {
          const { CmsLayout } = await loadWithTimeout(
            () => import('./layouts/CmsLayout.tsx'),
            'cms',
          );
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
      },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
