// Request bodies and list protocol shared by /v1/associations, /v1/programs and /v1/trial-bureau.
import { z } from 'zod';
import {
  id,
  oneOrMany,
  optionalFileId,
  optionalText,
  optionalWebAddress,
  required,
  richText,
} from '../shared/rules.ts';
import type { OrganisationKind } from './kinds.ts';

const idList = z.array(id).max(500);

const common = {
  abbreviation: optionalText(30),
  description: richText,
  contact: richText,
  url: optionalWebAddress,
  about: richText,
  logo_id: optionalFileId,
  banner_id: optionalFileId,
  specialization_ids: idList.optional(),
  evaluation_ids: idList.optional(),
};

const withTitle = z.strictObject({ title: required(250), ...common });
const withName = z.strictObject({ name: required(250), ...common });

type Common = Omit<z.infer<typeof withTitle>, 'title'>;

/** A body with the kind's own name field (title or name) moved to `label`. */
export type OrganisationInput = Partial<Common> & { label?: string };

interface Bodies {
  create: z.ZodType<OrganisationInput>;
  update: z.ZodType<OrganisationInput>;
}

function bodiesFor(schema: typeof withTitle | typeof withName): Bodies {
  const normalise = (
    value: Partial<Common> & { title?: string; name?: string },
  ): OrganisationInput => {
    const { title, name, ...rest } = value;
    const label = title ?? name;
    return label === undefined ? rest : { ...rest, label };
  };
  return {
    create: schema.transform(normalise),
    update: schema.partial().transform(normalise),
  };
}

const titleBodies = bodiesFor(withTitle);
const nameBodies = bodiesFor(withName);

export const organisationBodies = (kind: OrganisationKind) =>
  kind.nameColumn === 'title' ? titleBodies : nameBodies;

export const organisationFilters = {
  search: z.string().trim().max(200),
  specialization_id: oneOrMany(id),
  ids: oneOrMany(id),
};
export type OrganisationFilters = {
  [K in keyof typeof organisationFilters]: z.infer<(typeof organisationFilters)[K]>;
};

export type OrganisationSort = 'title' | 'name' | 'created_at' | 'updated_at' | 'id' | 'relevance';
export const organisationSorts = (kind: OrganisationKind): readonly OrganisationSort[] => [
  kind.nameColumn,
  'created_at',
  'updated_at',
  'id',
  'relevance',
];

export type OrganisationInclude =
  | 'logo'
  | 'banner'
  | 'specializations'
  | 'evaluations'
  | 'documents'
  | 'events'
  | 'posts'
  | 'settings';
export const organisationIncludes = (kind: OrganisationKind): readonly OrganisationInclude[] => [
  'logo',
  'banner',
  'specializations',
  'evaluations',
  'documents',
  ...(kind.publisher ? (['events', 'posts'] as const) : []),
  'settings',
];
