// What the benchmark asks of the gateway: each scenario makes a fresh request per call (varied ids,
// pages, filters and search terms taken from the database under test), so caches and plans see
// what a real mix of visitors, integrators and staff would send.
import type { Call, RequestSpec } from './load.ts';

/** Facts of the database under test that the scenarios draw from. */
export interface Fixture {
  /** Published evaluation ids spread over the whole table. */
  evaluationIds: number[];
  /** Per phase filter, how many pages of 25 a visitor can page through. */
  lastPages: Record<string, number>;
  searchTerms: string[];
  /** An admin's bearer token (the write mix). */
  adminToken: string;
}

export const phases = ['preparation', 'including', 'continuation', 'completed'] as const;
const phaseEnums = ['PREPARATION', 'INCLUDING', 'CONTINUATION', 'COMPLETED'] as const;

/** Words of the scale seed's titles (conditions and treatments): each finds a few thousand. */
const conditions = [
  'heupfractuur',
  'pneumonie',
  'astma',
  'hartfalen',
  'copd',
  'artritis',
  'herseninfarct',
  'diabetes',
  'rugpijn',
  'nierstenen',
  'borstkanker',
  'prostaatkanker',
  'polyfarmacie',
  'epilepsie',
  'enkelfractuur',
  'atriumfibrilleren',
  'urineweginfectie',
  'artrose',
];
const treatments = [
  'fysiotherapie',
  'echografie',
  'anesthesie',
  'thuismonitoring',
  'dagbehandeling',
  'revalidatie',
  'antibiotica',
  'mobilisatie',
  'nazorg',
  'zelfmanagement',
  'pijnstilling',
  'ontslagplanning',
];

/** Single words and treatment-condition pairs: 234 different searches. */
export const searchTerms = [
  ...conditions,
  ...treatments,
  ...treatments.flatMap((treatment) => conditions.map((condition) => `${treatment} ${condition}`)),
];

/** Every include of /v1/evaluations. */
export const evaluationIncludes = [
  'logo',
  'banner',
  'gradation',
  'specializations',
  'programs',
  'associations',
  'trial_bureaus',
  'applicables',
  'criteria',
  'participants',
  'people',
  'measures',
  'documents',
  'links',
  'posts',
  'data',
  'settings',
];

let seed = 20_261_126;
/** A repeatable pseudo-random sequence, so two runs send the same requests. */
export function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const query = (entries: [string, string | number][]) =>
  entries.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');

const graphql = (document: string, variables: Record<string, unknown>): RequestSpec => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: document, variables }),
});

const evaluationDetailDocument = `query BenchEvaluation($id: ID!) {
  evaluation(id: $id) {
    id title url slug status phase studyTitle description descriptionShort objective researchQuestion
    studyDesign sponsor researchAgency trialRegister vimeoId startsAt endsAt adjustedEndsAt
    firstInclusionAt lastInclusionAt
    logo { id url } banner { id url }
    gradation { id title }
    specializations { id title } programs { id title } associations { id title }
    trialBureaus { id name }
    applicables { id type typeId content isVisible }
    criteria { id type content position }
    participants { id type amount description }
    people { id contactFunction user { id name title } }
    measures { id title description position }
    documents { id title type file { id name mimeType size url } }
    links { id title url position }
    posts { id title content publishAt }
    data { id date sampleSize center { id title } }
  }
}`;

const evaluationPageDocument = `query BenchEvaluationPage($filter: EvaluationFilter, $sort: [EvaluationSort!], $page: Int!) {
  evaluations(filter: $filter, sort: $sort, page: $page, limit: 25) {
    data {
      id title url phase status descriptionShort startsAt endsAt
      specializations { id title } programs { id title } associations { id title }
    }
    pageInfo { currentPage lastPage total }
  }
}`;

const searchDocument = `query BenchSearch($term: String!) {
  search(term: $term) { items { id model url title avatar subtitle } errors { model message } }
}`;

/** The public home page's data (web/src/features/home/home-query.ts, without the fragments). */
const homeDocument = `query BenchHome($now: String!) {
  latestEvaluations: evaluations(filter: { status: [PUBLISHED] }, sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }], limit: 4) {
    data { id title url startsAt descriptionShort }
  }
  news: posts(filter: { to: $now }, sort: [{ field: IS_PINNED, direction: DESC }, { field: PUBLISH_AT, direction: DESC }, { field: ID, direction: DESC }], limit: 4) {
    data { id title publishAt isPinned postable { type id title } }
  }
  evaluationCount: evaluations(filter: { status: [PUBLISHED] }, limit: 1) { pageInfo { total } }
  associationCount: associations(limit: 1) { pageInfo { total } }
  programCount: programs(limit: 1) { pageInfo { total } }
  trialBureauCount: trialBureaus(limit: 1) { pageInfo { total } }
  monitorCount: evaluations(filter: { status: [PUBLISHED], isVisibleAtInclusionMonitor: true }, limit: 1) { pageInfo { total } }
}`;

/** The web list's sorts (web/src/features/evaluations/list/list-state.ts): ties by title, then id. */
const v1Sorts = ['title', 'starts_at,title,id', '!starts_at,title,id', '!ends_at,title,id'];
const graphqlSorts = [
  [{ field: 'TITLE', direction: 'ASC' }],
  ...(['ASC', 'DESC'] as const).map((direction) => [
    { field: 'STARTS_AT', direction },
    { field: 'TITLE', direction: 'ASC' },
    { field: 'ID', direction: 'ASC' },
  ]),
];

/** A page to ask for: mostly early pages, one in five deep in the list. */
function aPage(lastPage: number): number {
  const last = Math.max(1, lastPage);
  return random() < 0.8
    ? 1 + Math.floor(random() * Math.min(5, last))
    : 1 + Math.floor(random() * last);
}

export interface Scenario {
  name: string;
  title: string;
  next: (fixture: Fixture) => RequestSpec;
}

export const requestScenarios: Scenario[] = [
  {
    name: 'v1-detail',
    title: '/v1 evaluation detail, every include',
    next: (fixture) => ({
      method: 'GET',
      path: `/v1/evaluations/${pick(fixture.evaluationIds)}?${query(evaluationIncludes.map((name) => ['with[]', name]))}`,
    }),
  },
  {
    name: 'graphql-detail',
    title: 'GraphQL evaluation detail, all nested parts',
    next: (fixture) =>
      graphql(evaluationDetailDocument, { id: String(pick(fixture.evaluationIds)) }),
  },
  {
    name: 'v1-list',
    title: '/v1 page of 25, filter + sort + 3 includes',
    next: (fixture) => {
      const phase = pick(phases);
      return {
        method: 'GET',
        path: `/v1/evaluations?${query([
          ['filter[phase][]', phase],
          ['sort', pick(v1Sorts)],
          ['page', aPage(fixture.lastPages[phase] ?? 1)],
          ['limit', 25],
          ['with[]', 'specializations'],
          ['with[]', 'programs'],
          ['with[]', 'associations'],
        ])}`,
      };
    },
  },
  {
    name: 'v1-search',
    title: '/v1 full-text search, 4 results',
    next: (fixture) => ({
      method: 'GET',
      path: `/v1/evaluations?${query([
        ['filter[search]', pick(fixture.searchTerms)],
        ['filter[status][]', 'published'],
        ['with[]', 'logo'],
        ['limit', 4],
      ])}`,
    }),
  },
  {
    name: 'graphql-list',
    title: 'GraphQL page of 25 with programs, associations, specializations',
    next: (fixture) => {
      const index = Math.floor(random() * phases.length);
      const phase = phases[index] as string;
      return graphql(evaluationPageDocument, {
        filter: { phase: [phaseEnums[index]] },
        sort: pick(graphqlSorts),
        page: aPage(fixture.lastPages[phase] ?? 1),
      });
    },
  },
  {
    name: 'graphql-search',
    title: 'GraphQL search (three /v1 lists)',
    next: (fixture) => graphql(searchDocument, { term: pick(fixture.searchTerms) }),
  },
  {
    name: 'home',
    title: 'Public home page data (GraphQL)',
    // The web app asks with the time to the minute (web/src/features/home/HomeData.tsx).
    next: () =>
      graphql(homeDocument, {
        now: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
      }),
  },
];

/**
 * The same scenario asking past every cache (`Cache-Control: no-cache`, which /v1 and the
 * GraphQL facade honour): what a cache miss costs, a signed-in user's everyday speed.
 */
export function fresh(scenario: Scenario): Scenario {
  return {
    name: `${scenario.name}-fresh`,
    title: `${scenario.title} (no cache)`,
    next: (fixture) => {
      const spec = scenario.next(fixture);
      return { ...spec, headers: { ...spec.headers, 'cache-control': 'no-cache' } };
    },
  };
}

/** The scenarios also measured without the caches. */
export const freshScenarios = [
  'v1-detail',
  'graphql-detail',
  'v1-list',
  'v1-search',
  'graphql-list',
  'graphql-search',
  'home',
].map((name) => fresh(requestScenarios.find((scenario) => scenario.name === name) as Scenario));

/**
 * The three /v1 lists behind GraphQL `search`, each alone and without the cache (for the fan-out
 * ratio against `graphql-search-fresh`, which asks /v1 past its cache too).
 */
export const searchPartScenarios: Scenario[] = [
  ['associations', []],
  ['programs', []],
  ['evaluations', [['filter[status][]', 'published']]],
].map(([kind, extra]) => ({
  name: `v1-search-${kind}`,
  title: `/v1 ${kind} search, 4 results (no cache)`,
  next: (fixture: Fixture) => ({
    method: 'GET' as const,
    path: `/v1/${kind}?${query([
      ['filter[search]', pick(fixture.searchTerms)],
      ...(extra as [string, string][]),
      ['with[]', 'logo'],
      ['limit', 4],
    ])}`,
    headers: { 'cache-control': 'no-cache' },
  }),
}));

/** What a REST client without includes calls, one after another, for the detail page's data. */
const relationshipsOfDetail = [
  'applicables',
  'criteria',
  'participants',
  'people',
  'measures',
  'documents',
  'links',
  'posts',
  'programs',
  'associations',
  'data',
];

export interface OperationScenario {
  name: string;
  title: string;
  operation: (fixture: Fixture) => (call: Call) => Promise<void>;
}

export const operationScenarios: OperationScenario[] = [
  {
    name: 'rest-sequential-detail',
    title: 'REST client, detail page without includes (sequential /v1 calls)',
    operation: (fixture) => async (call) => {
      const id = pick(fixture.evaluationIds);
      // Specializations have no relationship route: the record brings them with its brief parts.
      await call({
        method: 'GET',
        path: `/v1/evaluations/${id}?with[]=logo&with[]=gradation&with[]=specializations`,
      });
      for (const name of relationshipsOfDetail) {
        await call({ method: 'GET', path: `/v1/evaluations/${id}/relationships/${name}` });
      }
    },
  },
  {
    name: 'write-mix',
    title: 'Staff writes: update an evaluation, add and remove a criterion',
    operation: (fixture) => async (call) => {
      const id = pick(fixture.evaluationIds);
      const headers = {
        authorization: `Bearer ${fixture.adminToken}`,
        'content-type': 'application/json',
      };
      await call({
        method: 'PATCH',
        path: `/v1/evaluations/${id}`,
        headers,
        body: JSON.stringify({ contact_info: `<p>Bereikbaar op werkdagen (${Date.now()}).</p>` }),
      });
      const created = await call({
        method: 'POST',
        path: `/v1/evaluations/${id}/relationships/criteria`,
        headers,
        body: JSON.stringify({ type: 'inclusion', content: 'Leeftijd 18 jaar of ouder' }),
      });
      const criterion = (JSON.parse(created.body) as { data: { id: number } }).data.id;
      await call({
        method: 'DELETE',
        path: `/v1/evaluations/${id}/relationships/criteria/${criterion}`,
        headers: { authorization: headers.authorization },
      });
    },
  },
];

/** Published ids, pages per phase and a token, read from the gateway under test. */
export async function loadFixture(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<Fixture> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  type List = { data: { id: number }[]; total: number; last_page: number };
  const first = await get<List>('/v1/evaluations?limit=100&sort=id');
  const ids = new Set(first.data.map((row) => row.id));
  // Five more pages spread over the table, so detail requests reach the whole of it.
  for (let index = 1; index <= 5; index++) {
    const page = Math.max(1, Math.floor((first.last_page * index) / 6));
    for (const row of (await get<List>(`/v1/evaluations?limit=100&sort=id&page=${page}`)).data)
      ids.add(row.id);
  }
  const lastPages: Record<string, number> = {};
  for (const phase of phases) {
    lastPages[phase] = (
      await get<List>(`/v1/evaluations?limit=25&filter[phase][]=${phase}`)
    ).last_page;
  }
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`log-in as ${credentials.email}: ${login.status}`);
  const { access_token: adminToken } = (await login.json()) as { access_token: string };
  return { evaluationIds: [...ids], lastPages, searchTerms, adminToken };
}
