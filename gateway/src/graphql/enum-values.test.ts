// The GraphQL enums and the /v1 value lists must name the same values, both ways.
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { enumName, enumResolvers, enumSources } from './enum-values.ts';
import { readTypeDefs } from './executable-schema.ts';

const schema = buildSchema(readTypeDefs().join('\n'));

describe('enum values', () => {
  it('turns /v1 values into GraphQL names', () => {
    expect(enumName('prof. dr.')).toBe('PROF_DR');
    expect(enumName('Cohort')).toBe('COHORT');
    expect(enumName('not_applicable')).toBe('NOT_APPLICABLE');
  });

  it.each(Object.entries(enumSources))('%s has exactly the /v1 values', (name, values) => {
    const type = schema.getType(name) as GraphQLEnumType | undefined;
    expect(type, `schema lacks enum ${name}`).toBeDefined();
    const internal = enumResolvers(schema)[name] ?? {};
    expect(Object.keys(internal).sort()).toEqual(values.map(enumName).sort());
    expect(Object.values(internal).sort()).toEqual([...values].sort());
  });

  it('sends sort fields as their /v1 keys and keeps other enums as named', () => {
    const resolvers = enumResolvers(schema);
    expect(resolvers.EvaluationSortField?.STARTS_AT).toBe('starts_at');
    expect(resolvers.SortDirection).toBeUndefined();
    expect(resolvers.SearchModel).toBeUndefined();
  });
});
