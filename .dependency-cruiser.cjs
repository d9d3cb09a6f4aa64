// Import rules for the gateway and the web app, checked by `npm run check` (npm run deps):
// no cycles, and no import that runs back up a layer. The layers, lowest first:
//   domain, credentials, storage, db   - no knowledge of HTTP
//   http, observability, mail, board   - cross-cutting HTTP and process concerns
//   v1/shared                          - what every /v1 resource is built from
//   v1/<resource>                      - one folder per resource
//   graphql                            - the facade, which reaches /v1 over HTTP only
//   app.ts, main.ts, web-hosting/      - assembly and serving the built web app
// The web app's, lowest first:
//   i18n, store, api, components       - the kits features are built from; they import no feature
//   features/<name>                    - one folder per feature; never app/, another feature
//                                        only through its index.ts
//   app/, prerender/                   - registration (routes, store slices and epics, dialog
//                                        bodies) and the shell around the features
/** @type {import('dependency-cruiser').IConfiguration} */
const low = '^gateway/src/(domain|credentials|storage|db)/';
const v1 = '^gateway/src/v1/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes the order of start-up matter and the parts impossible to read alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'low-layers-stay-low',
      severity: 'error',
      comment:
        'Domain, credential, storage and database code knows nothing of /v1, GraphQL or the app.',
      from: { path: low, pathNot: '\\.test\\.ts$|^gateway/src/db/seed/' },
      to: { path: '^gateway/src/(v1|graphql|http|web-hosting|app\\.ts|main\\.ts)' },
    },
    {
      name: 'v1-below-graphql',
      severity: 'error',
      comment: '/v1 is the provider; the GraphQL facade sits above it and calls it over HTTP.',
      from: { path: v1 },
      to: { path: '^gateway/src/(graphql|web-hosting)/|^gateway/src/(app|main)\\.ts$' },
    },
    {
      name: 'v1-shared-below-resources',
      severity: 'error',
      comment: 'v1/shared is what resources are built from; it never reaches into one resource.',
      from: { path: '^gateway/src/v1/shared/' },
      to: { path: v1, pathNot: '^gateway/src/v1/shared/' },
    },
    {
      name: 'owned-resources-not-back-to-owner',
      severity: 'error',
      comment:
        'Organisations own documents, events and posts and import them; those never import the organisation folder back (shared pieces live in v1/shared).',
      from: { path: '^gateway/src/v1/(documents|events|posts)/' },
      to: { path: '^gateway/src/v1/organisations/' },
    },
    {
      name: 'graphql-calls-v1-over-http',
      severity: 'error',
      comment: 'The facade knows /v1 by its HTTP contract, not by its code.',
      from: { path: '^gateway/src/graphql/' },
      to: { path: v1 },
    },
    {
      name: 'product-code-not-from-tests',
      severity: 'error',
      from: { path: '^(gateway/src|web/src)/', pathNot: '\\.test\\.tsx?$|/test-support/' },
      to: { path: '^(tests|scripts|bench)/' },
    },
    {
      name: 'web-features-not-from-app',
      severity: 'error',
      comment:
        'app/ assembles the features (routes, dialog bodies, the shell); a feature never reaches back into it. What a feature needs from app/ belongs in components/ or in a feature.',
      from: { path: '^web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-kits-import-no-feature',
      severity: 'error',
      comment:
        'store/, components/, api/ and i18n/ are what features are built from: they import no feature (a feature adds its actions, state, dialog kinds and message ids by declaration merging, and app/ registers its slices, epics, dialog bodies and routes). Test support may use the app whole.',
      from: {
        path: '^web/src/(store|components|api|i18n)/',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-through-their-entry',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's public entry (its index.ts): what it offers others is written down in one place.",
      from: { path: '^web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^web/src/features/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-not-from-gateway',
      severity: 'error',
      comment:
        'The browser app shares rules through schema/, never gateway code; a test may import it to prove both sides agree.',
      from: { path: '^web/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^gateway/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/generated/', '/gql/'] },
    // dependency-cruiser reads TypeScript through the TypeScript compiler API, which TypeScript 7
    // does not have; swc parses the sources instead.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
