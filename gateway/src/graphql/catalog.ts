// What the facade knows about /v1: for each GraphQL record type, its /v1 path, which fields /v1
// only returns on request (`with[]`), and the names of its root queries and mutations. The
// resolvers are built from this table, so a new resource is one entry here plus its SDL.
import { snakeCase } from './naming.ts';

export interface ResourceEntry {
  /** GraphQL type name, e.g. `Evaluation`. */
  type: string;
  /** Path below /v1. */
  path: string;
  /** Root list query (`evaluations`); its page type is `<type>Page`. */
  list: string;
  /** Root query for one record by id (`evaluation`), if the schema has one. */
  one?: string;
  /** Plural for the bulk delete mutation (`deleteEvaluations`). */
  plural: string;
  /** GraphQL field -> `with[]` value, for fields /v1 returns only on request. */
  includes: Record<string, string>;
  /** Fields computed by the facade, with the /v1 keys they are computed from. */
  computed?: Record<string, string[]>;
  /** Computed fields that need parts /v1 returns only on request: field -> those `with[]` values. */
  computedIncludes?: Record<string, string[]>;
}

/** Every relationship include whose field name is the /v1 name in camelCase. */
const same = (...fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, snakeCase(field)]));

const organisation = (publisher: boolean) =>
  same(
    'logo',
    'banner',
    'specializations',
    'evaluations',
    'documents',
    ...(publisher ? ['events', 'posts'] : []),
    'settings',
  );

export const resources: ResourceEntry[] = [
  {
    type: 'Evaluation',
    path: '/evaluations',
    list: 'evaluations',
    plural: 'Evaluations',
    includes: same(
      'logo',
      'banner',
      'gradation',
      'specializations',
      'programs',
      'associations',
      'trialBureaus',
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
    ),
    computed: {
      url: ['id', 'slug'],
      inclusion: ['is_visible_at_inclusion_monitor', 'data', 'participants'],
    },
    // The monitor's sums (resolvers/inclusion-monitor.ts) read the participants and data rows.
    computedIncludes: { inclusion: ['data', 'participants'] },
  },
  {
    type: 'Association',
    path: '/associations',
    list: 'associations',
    one: 'association',
    plural: 'Associations',
    includes: organisation(true),
  },
  {
    type: 'Program',
    path: '/programs',
    list: 'programs',
    one: 'program',
    plural: 'Programs',
    includes: organisation(true),
  },
  {
    type: 'TrialBureau',
    path: '/trial-bureau',
    list: 'trialBureaus',
    one: 'trialBureau',
    plural: 'TrialBureaus',
    includes: organisation(false),
    // `title` is the name under the field every Organisation has (resolvers/organisation-resolvers.ts).
    computed: { title: ['name'] },
  },
  {
    type: 'Event',
    path: '/events',
    list: 'events',
    one: 'event',
    plural: 'Events',
    includes: same('eventable'),
  },
  {
    type: 'Post',
    path: '/posts',
    list: 'posts',
    one: 'post',
    plural: 'Posts',
    includes: same('postable'),
  },
  {
    type: 'InclusionData',
    path: '/data',
    list: 'inclusionData',
    plural: 'InclusionDataRows',
    includes: same('center', 'evaluation'),
  },
  {
    type: 'Specialization',
    path: '/specializations',
    list: 'specializations',
    one: 'specialization',
    plural: 'Specializations',
    includes: {},
  },
  {
    type: 'Gradation',
    path: '/gradations',
    list: 'gradations',
    one: 'gradation',
    plural: 'Gradations',
    includes: { evaluationCount: 'counts' },
  },
  {
    type: 'Center',
    path: '/centers',
    list: 'centers',
    one: 'center',
    plural: 'Centers',
    includes: { address: 'address', dataCount: 'counts', evaluationCount: 'counts' },
  },
  {
    type: 'Address',
    path: '/addresses',
    list: 'addresses',
    one: 'address',
    plural: 'Addresses',
    includes: same('country'),
  },
  {
    type: 'Country',
    path: '/countries',
    list: 'countries',
    one: 'country',
    plural: 'Countries',
    includes: {},
  },
  {
    type: 'Hour',
    path: '/hours',
    list: 'hours',
    one: 'hour',
    plural: 'Hours',
    includes: same('project', 'employee'),
  },
  {
    type: 'User',
    path: '/users',
    list: 'users',
    one: 'user',
    plural: 'Users',
    includes: same('role', 'program', 'association', 'avatar', 'evaluations'),
  },
];

export const resourceByType = new Map(resources.map((entry) => [entry.type, entry]));

/** The entry of a record type the facade cannot work without (a missing one is a programming error). */
export function catalogEntry(type: string): ResourceEntry {
  const found = resourceByType.get(type);
  if (!found) throw new Error(`The catalog lacks ${type}`);
  return found;
}

/** Parts that hang off an owner: `add<Owner><Part>` -> `POST <owner path>/{id}/relationships/<path>`. */
export interface RelationshipEntry {
  owner: string;
  /** Name of the owner id argument. */
  ownerArg: 'evaluationId' | 'ownerId';
  /** Mutation name part, e.g. `Applicable` in `addEvaluationApplicable`. */
  part: string;
  /** Relationship path segment, e.g. `applicables`. */
  path: string;
}

const parts = (
  owner: string,
  ownerArg: RelationshipEntry['ownerArg'],
  list: [part: string, path: string][],
): RelationshipEntry[] => list.map(([part, path]) => ({ owner, ownerArg, part, path }));

export const relationships: RelationshipEntry[] = [
  ...parts('Evaluation', 'evaluationId', [
    ['Applicable', 'applicables'],
    ['Criterion', 'criteria'],
    ['Participant', 'participants'],
    ['Person', 'people'],
    ['Measure', 'measures'],
    ['Document', 'documents'],
    ['Link', 'links'],
    ['Post', 'posts'],
    ['Data', 'data'],
  ]),
  ...['Association', 'Program'].flatMap((owner) =>
    parts(owner, 'ownerId', [
      ['Document', 'documents'],
      ['Event', 'events'],
      ['Post', 'posts'],
    ]),
  ),
  ...parts('TrialBureau', 'ownerId', [['Document', 'documents']]),
];

/** Owners with key/value settings: `update<Owner>Settings`. */
export const settingsOwners = [
  { owner: 'Evaluation', ownerArg: 'evaluationId' },
  { owner: 'Association', ownerArg: 'ownerId' },
  { owner: 'Program', ownerArg: 'ownerId' },
  { owner: 'TrialBureau', ownerArg: 'ownerId' },
] as const;

/**
 * The kinds of the `Organisation` interface (schema/organisation-interface.graphql): the GraphQL
 * type each `OrganisationKind` value stands for, and the /v1 key of its name (the interface's
 * `title`).
 */
export const organisationKinds: Record<string, { type: string; nameKey: 'title' | 'name' }> = {
  ASSOCIATION: { type: 'Association', nameKey: 'title' },
  PROGRAM: { type: 'Program', nameKey: 'title' },
  TRIAL_BUREAU: { type: 'TrialBureau', nameKey: 'name' },
};
