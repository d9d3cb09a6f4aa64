// Issue 26's page-weight budget for the public site: the JavaScript (gzipped) a phone loads on a
// public route. The build checks the static part (scripts/bundle-budget.ts, in web/vite.config.ts),
// and tests/e2e/route-weight.spec.ts what a browser requests until the network is idle.
const KB = 1024;

/** Every public route. */
export const ROUTE_JS_BUDGET = 150 * KB;

/** Routes with a budget of their own (paths as in web/src/app/routes.tsx): the monitor with its charts. */
export const ROUTE_JS_BUDGET_ON: Record<string, number> = { '/inclusie-monitor': 200 * KB };
