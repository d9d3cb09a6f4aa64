// The list protocols (filters, sorts, includes) of every /v1 resource, read from the resource
// declarations themselves; tests check this covers every list route the OpenAPI document names.
import { addressesResource } from '../../gateway/src/v1/addresses/resource.ts';
import { bugReportFilters, bugReportSorts } from '../../gateway/src/v1/bug-reports/schema.ts';
import { centersResource } from '../../gateway/src/v1/centers/resource.ts';
import { countriesResource } from '../../gateway/src/v1/countries/resource.ts';
import { evaluationsResource } from '../../gateway/src/v1/evaluations/resource.ts';
import { eventsResource } from '../../gateway/src/v1/events/resource.ts';
import { gradationsResource } from '../../gateway/src/v1/gradations/resource.ts';
import { historyProtocol } from '../../gateway/src/v1/history/module.ts';
import { hoursResource } from '../../gateway/src/v1/hours/resource.ts';
import { inclusionDataResource } from '../../gateway/src/v1/inclusion-data/resource.ts';
import {
  associationKind,
  programKind,
  trialBureauKind,
} from '../../gateway/src/v1/organisations/kinds.ts';
import { organisationResource } from '../../gateway/src/v1/organisations/resource.ts';
import { postsResource } from '../../gateway/src/v1/posts/resource.ts';
import { settingsResource } from '../../gateway/src/v1/settings/resource.ts';
import { specializationsResource } from '../../gateway/src/v1/specializations/resource.ts';
import { usersResource } from '../../gateway/src/v1/users/resource.ts';

export interface ListResource {
  /** The list route, e.g. `/v1/evaluations`. */
  path: string;
  filters: string[];
  sorts: string[];
  includes: string[];
}

interface Declared {
  path: string;
  protocol: { filters: object; sorts: readonly string[]; includes: readonly string[] };
}

const declared: Declared[] = [
  addressesResource,
  centersResource,
  countriesResource,
  evaluationsResource,
  eventsResource,
  gradationsResource,
  hoursResource,
  inclusionDataResource,
  organisationResource(associationKind),
  organisationResource(programKind),
  organisationResource(trialBureauKind),
  postsResource,
  settingsResource,
  specializationsResource,
  usersResource,
];

const evaluationFilters = Object.keys(evaluationsResource.protocol.filters);

export const listResources: ListResource[] = [
  ...declared.map((resource) => ({
    path: `/v1${resource.path}`,
    filters: Object.keys(resource.protocol.filters),
    sorts: [...resource.protocol.sorts],
    includes: [...resource.protocol.includes],
  })),
  // Lists with a protocol of their own (gateway/src/v1/bug-reports, evaluations/facets.ts and
  // users/routes.ts).
  {
    path: '/v1/bug-reports',
    filters: Object.keys(bugReportFilters),
    sorts: [...bugReportSorts],
    includes: [],
  },
  { path: '/v1/evaluations/facets', filters: evaluationFilters, sorts: [], includes: [] },
  { path: '/v1/users/directory', filters: ['search'], sorts: [], includes: [] },
  {
    path: '/v1/history',
    filters: Object.keys(historyProtocol.filters),
    sorts: [...historyProtocol.sorts],
    includes: [],
  },
];

/**
 * GETs without an id that are not lists: one's two-step status, page-view totals for a period, the
 * session's settings (key/value pairs), the project board's check, and the site's content (one
 * document, and its five pages by key: nothing to filter, sort or page), and the history's export
 * (its filters, as one file) and chain check.
 */
const notLists = new Set([
  '/v1/auth/two-factor',
  '/v1/page-views',
  '/v1/session-settings',
  '/v1/bug-reports/board-status',
  '/v1/site-content',
  '/v1/site-content/pages',
  '/v1/history/export',
  '/v1/history/check',
  '/v1/history/versions',
]);

/** Relationship lists take no list protocol (they list everything of their owner); nor do non-lists. */
export const listRoutesWithoutProtocol = (path: string) =>
  /\/relationships\//.test(path) || notLists.has(path);
