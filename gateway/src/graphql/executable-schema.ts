// The facade's schema: the SDL of schema/*.graphql with the resolvers built from the catalog.
import fs from 'node:fs';
import path from 'node:path';
import { addResolversToSchema, makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { JSONResolver } from 'graphql-scalars';
import { enumResolvers } from './enum-values.ts';
import { snakeCase } from './naming.ts';
import { accountResolvers } from './resolvers/account-resolvers.ts';
import { bugReportResolvers } from './resolvers/bug-reports.ts';
import { evaluationFacets } from './resolvers/evaluation-facets.ts';
import { evaluationInclusion, inclusionMonitor } from './resolvers/inclusion-monitor.ts';
import { miscResolvers } from './resolvers/misc-resolvers.ts';
import { organisationResolvers } from './resolvers/organisation-resolvers.ts';
import { relationFieldResolvers } from './resolvers/relation-fields.ts';
import { resourceResolvers } from './resolvers/resource-resolvers.ts';
import { search } from './resolvers/search.ts';
import { siteContentResolvers } from './resolvers/site-content.ts';
import { historyResolvers } from './resolvers/history.ts';
import { twoFactorResolvers } from './resolvers/two-factor-resolvers.ts';
import { userDirectory } from './resolvers/user-directory.ts';
import { DateScalar, DateTimeScalar } from './scalars.ts';

export const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../../schema');

/** Every SDL file of `schema/`, in name order. */
export function readTypeDefs(dir = SCHEMA_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/**
 * Reads a field from a /v1 record: the camelCase name where the facade set it, else the /v1
 * snake_case key (`studyTitle` <- `study_title`), so records pass through unconverted.
 */
export const v1FieldResolver: GraphQLFieldResolver<unknown, unknown> = (
  source,
  _args,
  _context,
  info,
) => {
  if (typeof source !== 'object' || source === null) return undefined;
  const record = source as Record<string, unknown>;
  const direct = record[info.fieldName];
  return direct !== undefined ? direct : record[snakeCase(info.fieldName)];
};

type ResolverMap = Record<string, Record<string, unknown>>;

/** Joins resolver maps type by type; a field defined twice is a programming error. */
function mergeResolverMaps(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in merged[type]) throw new Error(`Two resolvers for ${type}.${field}`);
        merged[type][field] = resolver;
      }
    }
  return merged;
}

export function createExecutableSchema(): GraphQLSchema {
  const typeDefs = readTypeDefs();
  const bare = makeExecutableSchema({ typeDefs });
  const kindFields = resourceResolvers(bare);
  const resolvers = mergeResolverMaps(
    enumResolvers(bare),
    kindFields,
    organisationResolvers(bare, kindFields),
    relationFieldResolvers(bare),
    accountResolvers,
    twoFactorResolvers,
    miscResolvers,
    bugReportResolvers,
    siteContentResolvers,
    historyResolvers,
    { Query: { search, inclusionMonitor, evaluationFacets, userDirectory } },
    { Evaluation: { inclusion: evaluationInclusion } },
  );
  return addResolversToSchema({
    schema: bare,
    resolvers: {
      ...resolvers,
      Date: DateScalar,
      DateTime: DateTimeScalar,
      JSON: JSONResolver,
    },
    updateResolversInPlace: false,
  });
}
