// The page-weight checker on a small fake chunk graph: first-load weight, heavy code per route.
import { describe, expect, it } from 'vitest';
import {
  type BudgetChunk,
  type BudgetRules,
  checkBudget,
  readPublicRoutes,
} from '../../scripts/bundle-budget.ts';

const web = '/repo/web';
const chunk = (file: string, fields: Partial<BudgetChunk> = {}): BudgetChunk => ({
  file,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  moduleIds: [],
  gzipBytes: 1024,
  ...fields,
});

/** index.html -> entry, then (after the first paint) start -> react; two lazy screens, one with a shared calendar chunk. */
const graph: BudgetChunk[] = [
  chunk('assets/index.js', {
    facadeModuleId: `${web}/index.html`,
    isEntry: true,
    moduleIds: [`${web}/src/main.tsx`],
    gzipBytes: 4 * 1024,
  }),
  chunk('assets/start.js', {
    facadeModuleId: `${web}/src/app/start.tsx`,
    imports: ['assets/react.js'],
    moduleIds: [`${web}/src/app/start.tsx`],
    gzipBytes: 36 * 1024,
  }),
  chunk('assets/react.js', {
    moduleIds: ['/repo/node_modules/react-dom/index.js'],
    gzipBytes: 60 * 1024,
  }),
  chunk('assets/AssociationPage.js', {
    facadeModuleId: `${web}/src/features/organisations/AssociationPage.tsx`,
    imports: ['assets/calendar.js'],
  }),
  chunk('assets/EvaluationsPage.js', {
    facadeModuleId: `${web}/src/features/evaluations/EvaluationsPage.tsx`,
    imports: ['assets/calendar.js'],
  }),
  chunk('assets/calendar.js', {
    moduleIds: ['/repo/node_modules/@fullcalendar/react/index.js'],
    gzipBytes: 50 * 1024,
  }),
  // Loaded by nothing public: the budget does not count it.
  chunk('assets/CmsLayout.js', { facadeModuleId: `${web}/src/app/layouts/CmsLayout.tsx` }),
];

const rules: BudgetRules = {
  entryModule: /\/web\/index\.html$/,
  startModule: /\/web\/src\/app\/start\.tsx$/,
  firstLoadJsGzipBytes: 150 * 1024,
  heavyCode: [
    { name: 'calendar', module: /@fullcalendar/, allowedOn: ['/associations/:id'] },
    { name: 'CMS', module: /\/app\/layouts\/Cms/, allowedOn: [] },
  ],
  publicRoutes: [
    { path: '/associations/:id', source: 'src/features/organisations/AssociationPage.tsx' },
    { path: '/evaluations', source: 'src/features/evaluations/EvaluationsPage.tsx' },
  ],
};

describe('checkBudget', () => {
  it('sums the first load over the static imports and names a route loading code it does not show', () => {
    const report = checkBudget(graph, rules);
    expect(report.firstLoadFiles.sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/start.js',
    ]);
    expect(report.firstLoadJsGzipBytes).toBe(100 * 1024);
    expect(report.problems).toEqual([
      'Route "/evaluations" loads calendar code it does not show: node_modules/@fullcalendar/react/index.js',
    ]);
  });

  it('fails a first load over budget, naming the largest chunks', () => {
    const report = checkBudget(graph, { ...rules, firstLoadJsGzipBytes: 90 * 1024, heavyCode: [] });
    expect(report.problems).toEqual([
      'Route "/" (first load): 100.0 KB of JavaScript gzipped, budget 90.0 KB; largest chunks: ' +
        'assets/react.js 60.0 KB, assets/start.js 36.0 KB, assets/index.js 4.0 KB',
    ]);
  });

  it('reports a public route whose screen has no chunk (the route table and build disagree)', () => {
    const report = checkBudget(graph, {
      ...rules,
      publicRoutes: [{ path: '/who', source: 'src/features/info/WhoPage.tsx' }],
    });
    expect(report.problems).toEqual([
      'Route "/who": no chunk for its screen src/features/info/WhoPage.tsx',
    ]);
  });
});

describe('readPublicRoutes', () => {
  it('reads the public screens of the route table, not the guest or CMS ones', () => {
    const source = `
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  screen('who', 'who', () => import('../features/info/WhoPage.tsx')),
  screen(
    'associations/:id',
    'association',
    () => import('../features/organisations/AssociationPage.tsx'),
  ),
];
const guestRoutes: RouteObject[] = [
  screen('cms/login', 'login', () => import('../features/auth/LoginPage.tsx')),
];`;
    expect(readPublicRoutes(source)).toEqual([
      { path: '/who', source: 'src/features/info/WhoPage.tsx' },
      { path: '/associations/:id', source: 'src/features/organisations/AssociationPage.tsx' },
    ]);
  });
});
