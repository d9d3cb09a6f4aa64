// Vite build and dev-server configuration for the React web app (output: web/dist).
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudget } from '../scripts/bundle-budget.ts';
import { compileHints } from '../scripts/compile-hints.ts';
import { inlineGraphqlDocuments } from '../scripts/inline-graphql-documents.ts';
import { precompileMessages } from '../scripts/precompile-messages.ts';
import { precompress } from '../scripts/precompress.ts';
import { prerenderPages, SERVER_RENDERER } from '../scripts/prerender-pages.ts';
import { ROUTE_JS_BUDGET, ROUTE_JS_BUDGET_ON } from '../scripts/route-budget.ts';

const root = import.meta.dirname;

/** Modules only the GraphQL playground uses: their chunks go to assets/playground/. */
const playgroundModule =
  /monaco-editor|monaco-graphql|graphiql|@graphiql|prettier|features\/graphiql/;
const PLAYGROUND = 'assets/playground';

/** The app's start (web/src/app/start.tsx), which the entry imports once the page is painted. */
const appStartModule = /\/web\/src\/app\/start\.tsx$/;

/**
 * The public site's page-weight budget (docs/web.md, "Performance budget and Lighthouse"): the
 * build fails when a public route's JavaScript outgrows it or a route loads heavy code it does not
 * show. tests/e2e/route-weight.spec.ts checks the same limits on what a browser loads.
 */
const budget = bundleBudget({
  routesFile: path.join(root, 'src/app/routes.tsx'),
  rules: {
    entryModule: /\/web\/index\.html$/,
    startModule: appStartModule,
    // Issue 26's budget: 150 KB of JavaScript gzipped on every public route (its screen with the
    // first load: React DOM, React Router, react-intl, RxJS, the shell and the home page), 200 KB on
    // the inclusion monitor with its charts. The numbers: scripts/route-budget.ts.
    routeJsGzipBytes: ROUTE_JS_BUDGET,
    routeJsGzipBytesOn: ROUTE_JS_BUDGET_ON,
    heavyCode: [
      {
        name: 'calendar',
        module: /\/node_modules\/(?:@fullcalendar|temporal-polyfill)\//,
        allowedOn: ['/associations/:id', '/programs/:id', '/trialbureaus/:id'],
      },
      {
        // The monitor's chart: its SVG parts and the d3 pieces they draw with.
        name: 'chart',
        module: /\/node_modules\/d3-[a-z-]+\/|\/web\/src\/features\/inclusion-monitor\/chart\//,
        allowedOn: ['/inclusie-monitor'],
      },
      {
        // Public screens read through api/public-query.ts; Apollo Client is the CMS's.
        name: 'Apollo Client',
        module: /\/node_modules\/@apollo\//,
        allowedOn: [],
      },
      {
        // URL state is on zod/mini; zod's classic API is for the CMS's forms.
        name: 'zod classic',
        module: /\/node_modules\/zod\/v4\/classic\//,
        allowedOn: [],
      },
      {
        name: 'editor',
        module: /\/node_modules\/(?:@tiptap|prosemirror-[a-z-]+)\//,
        allowedOn: [],
      },
      {
        name: 'CMS',
        module:
          /\/web\/src\/(?:features\/[^/]+\/cms\/|app\/layouts\/Cms|features\/(?:dashboard|users|centers|specializations)\/)/,
        allowedOn: [],
      },
    ],
  },
});

/** The service worker precaches the public app; the playground (~5 MB) is never precached. */
const pwa = VitePWA({
  registerType: 'prompt',
  // main.tsx registers the worker itself (virtual:pwa-register) and routes its events to the store.
  injectRegister: false,
  manifest: {
    name: 'Zorgevaluatie Nederland',
    short_name: 'Zorgevaluatie',
    lang: 'nl',
    start_url: '/',
    display: 'standalone',
    theme_color: '#46944a',
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // The gateway's page renderer (scripts/prerender-pages.ts), never served.
    globIgnores: ['graphiql.html', `${PLAYGROUND}/**`, `${SERVER_RENDERER.folder}/**`],
    // index.html is the prerendered home page; other client routes get the page without
    // prerendered content (scripts/prerender-pages.ts).
    navigateFallback: '/app.html',
    // Server paths are never answered with the app shell.
    navigateFallbackDenylist: [/^\/v1\//, /^\/graphql/, /^\/healthz/, /^\/readyz/],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  // Resolve index.html and src/ relative to this folder, also when run from the repo root.
  root,
  plugins: [
    inlineGraphqlDocuments({ gqlDir: path.join(root, 'src/gql') }),
    react(),
    tailwindcss(),
    precompileMessages(),
    prerenderPages({ root, entry: '/src/prerender/render-pages.tsx', plugins: [react()] }),
    pwa,
    compileHints({
      startModule: appStartModule,
      alsoModules: [
        /\/web\/src\/api\/apollo-client\.ts$/,
        /\/web\/src\/features\/home\/HomePage\.tsx$/,
        /\/web\/src\/features\/evaluations\/EvaluationsPage\.tsx$/,
        /\/web\/src\/features\/evaluations\/EvaluationPage\.tsx$/,
      ],
    }),
    budget,
    // The gateway's page renderer is never served.
    precompress([SERVER_RENDERER.folder]),
  ],
  resolve: {
    // RxJS's "es2015" build: real classes, no tslib helpers (its default build is ES5).
    conditions: ['es2015', ...defaultClientConditions],
  },
  worker: {
    // Every web worker of the build is one of the playground's editor workers.
    rolldownOptions: { output: { entryFileNames: `${PLAYGROUND}/[name]-[hash].js` } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> per dependency when a chunk is imported lazily: the browser
    // fetches a chunk's imports as soon as it has the chunk, and Vite's helper that adds the links
    // cost a long task on a slow phone (about 80 ms unthrottled for the app's ~40 files, measured
    // with Chrome's profiler). Entries keep their preloads in the HTML.
    modulePreload: false,
    // Monaco, the GraphQL playground's editor, is one ~2.8 MB chunk that only graphiql.html loads
    // (on demand); the public app's budget is checked by tests/e2e/graphiql.spec.ts instead.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Two pages: the public app, and the GraphQL playground the gateway serves on GET /graphql.
      // Each entry only pulls in what it imports, so GraphiQL and Monaco stay out of index.html.
      input: {
        index: path.join(root, 'index.html'),
        graphiql: path.join(root, 'graphiql.html'),
      },
      output: {
        // The first load in 8 files instead of 33 small ones (each compressed on its own, so each
        // small file cost its own gzip overhead): React, RxJS and react-intl each in one chunk,
        // and the app's start with everything it imports statically in another. 136.7 -> 129.3 KB
        // gzipped (docs/web.md, "Performance budget and Lighthouse").
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
            { name: 'rxjs', test: /node_modules[\\/]rxjs[\\/]/ },
            {
              name: 'intl',
              test: /node_modules[\\/](?:react-intl|@formatjs|intl-messageformat)[\\/]/,
            },
            // The helpers of dynamic imports stay apart: the entry (main.tsx) needs them before the
            // first paint, when it must not load the start yet (tests/e2e/first-paint.spec.ts).
            { name: 'runtime', test: /preload-helper|rolldown[\\/]runtime/, priority: 1 },
            // With its static imports (`includeDependenciesRecursively`, the default).
            { name: 'start', test: appStartModule },
          ],
        },
        entryFileNames: (chunk) =>
          chunk.name === 'graphiql' ? `${PLAYGROUND}/[name]-[hash].js` : 'assets/[name]-[hash].js',
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => playgroundModule.test(id))
            ? `${PLAYGROUND}/[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.originalFileNames.length > 0 &&
          asset.originalFileNames.every((name) => playgroundModule.test(name))
            ? `${PLAYGROUND}/[name]-[hash][extname]`
            : 'assets/[name]-[hash][extname]',
      },
      onLog(level, log, defaultHandler) {
        // GraphiQL ships React Compiler output marked "use no memo", a hint for that compiler
        // only; dropping it from the bundle changes nothing, so the notice is noise.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('/node_modules/')) return;
        defaultHandler(level, log);
      },
    },
  },
});
