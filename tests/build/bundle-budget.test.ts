// The page-weight checker on a small fake chunk graph: each route's weight, heavy code per route.
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
    moduleIds: ['/repo/node_modules/react-dom/index.js', '/repo/node_modules/react/index.js'],
    moduleBytes: {
      '/repo/node_modules/react-dom/index.js': 180 * 1024,
      '/repo/node_modules/react/index.js': 20 * 1024,
    },
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
    moduleBytes: { '/repo/node_modules/@fullcalendar/react/index.js': 150 * 1024 },
    gzipBytes: 50 * 1024,
  }),
  // Loaded by nothing public: the budget does not count it.
  chunk('assets/CmsLayout.js', { facadeModuleId: `${web}/src/app/layouts/CmsLayout.tsx` }),
];

const rules: BudgetRules = {
  entryModule: /\/web\/index\.html$/,
  startModule: /\/web\/src\/app\/start\.tsx$/,
  routeJsGzipBytes: 160 * 1024,
  routeJsGzipBytesOn: { '/associations/:id': 200 * 1024 },
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

  it('weighs every route: the first load, its screen and their static imports', () => {
    const report = checkBudget(graph, rules);
    expect(
      report.routes.map((route) => [route.path, route.jsGzipBytes / 1024, route.budget / 1024]),
    ).toEqual([
      ['/', 100, 160],
      ['/associations/:id', 151, 200],
      ['/evaluations', 151, 160],
    ]);
  });

  it('fails a route over its budget, naming it with its largest modules and chunks', () => {
    const report = checkBudget(graph, {
      ...rules,
      routeJsGzipBytes: 120 * 1024,
      routeJsGzipBytesOn: {},
      heavyCode: [],
    });
    expect(report.problems).toEqual([
      'Route "/associations/:id": 151.0 KB of JavaScript gzipped, budget 120.0 KB; ' +
        'largest modules (gzipped, estimated): node_modules/react-dom/index.js 54.0 KB, ' +
        'node_modules/@fullcalendar/react/index.js 50.0 KB, node_modules/react/index.js 6.0 KB; ' +
        'largest chunks: assets/react.js 60.0 KB, assets/calendar.js 50.0 KB, ' +
        'assets/start.js 36.0 KB, assets/index.js 4.0 KB, assets/AssociationPage.js 1.0 KB',
      'Route "/evaluations": 151.0 KB of JavaScript gzipped, budget 120.0 KB; ' +
        'largest modules (gzipped, estimated): node_modules/react-dom/index.js 54.0 KB, ' +
        'node_modules/@fullcalendar/react/index.js 50.0 KB, node_modules/react/index.js 6.0 KB; ' +
        'largest chunks: assets/react.js 60.0 KB, assets/calendar.js 50.0 KB, ' +
        'assets/start.js 36.0 KB, assets/index.js 4.0 KB, assets/EvaluationsPage.js 1.0 KB',
    ]);
    const firstLoad = checkBudget(graph, { ...rules, routeJsGzipBytes: 90 * 1024, heavyCode: [] });
    expect(firstLoad.problems[0]).toBe(
      'Route "/" (first load): 100.0 KB of JavaScript gzipped, budget 90.0 KB; ' +
        'largest modules (gzipped, estimated): node_modules/react-dom/index.js 54.0 KB, ' +
        'node_modules/react/index.js 6.0 KB; largest chunks: assets/react.js 60.0 KB, ' +
        'assets/start.js 36.0 KB, assets/index.js 4.0 KB',
    );
  });

  it('weighs the home page with the first load when it is a screen chunk of its own', () => {
    const withHome = [
      ...graph,
      chunk('assets/HomePage.js', {
        facadeModuleId: `${web}/src/features/home/HomePage.tsx`,
        gzipBytes: 5 * 1024,
      }),
    ];
    const report = checkBudget(withHome, {
      ...rules,
      publicRoutes: [{ path: '/', source: 'src/features/home/HomePage.tsx' }],
    });
    expect(report.firstLoadJsGzipBytes).toBe(100 * 1024);
    expect(report.routes.map((route) => [route.path, route.jsGzipBytes / 1024])).toEqual([
      ['/', 105],
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
  screen(undefined, 'home', () => import('../features/home/HomePage.tsx')),
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
      { path: '/', source: 'src/features/home/HomePage.tsx' },
      { path: '/who', source: 'src/features/info/WhoPage.tsx' },
      { path: '/associations/:id', source: 'src/features/organisations/AssociationPage.tsx' },
    ]);
  });
});
