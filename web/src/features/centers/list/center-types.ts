// The six kinds of center, in the spec's order, with their catalogue keys.
import type { CenterType } from '../../../gql/graphql.ts';

export const centerTypes = [
  'UMC',
  'STZ',
  'GENERAL',
  'CATEGORICAL',
  'REVALIDATION',
  'CLINIC',
] as const satisfies readonly CenterType[];

/** The URL's name of a kind (`general`) and back. */
export const urlTypes = ['umc', 'stz', 'general', 'categorical', 'revalidation', 'clinic'] as const;
export type UrlCenterType = (typeof urlTypes)[number];

export const fromUrlType = (type: UrlCenterType): CenterType => type.toUpperCase() as CenterType;

export const centerTypeLabel = (type: CenterType | UrlCenterType) =>
  `centers.type.${type.toLowerCase() as UrlCenterType}` as const;
