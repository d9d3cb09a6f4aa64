// GraphQL enums are UPPER_CASE names; /v1 speaks the spec's values ('prof. dr.', 'Cohort',
// 'not_applicable'). graphql-tools lets each enum value carry an internal value, so resolvers see
// and send /v1 values while clients see the enum names: the mapping lives here and nowhere else.
import { type GraphQLSchema, isEnumType } from 'graphql';
import * as domain from '../domain/enums.ts';

/** The /v1 value list behind each GraphQL enum of the domain. */
export const enumSources: Record<string, readonly (string | number)[]> = {
  Role: domain.roles,
  UserTitle: domain.userTitles,
  Gender: domain.genders,
  ContactFunction: domain.contactFunctions,
  EvaluationStatus: domain.evaluationStatuses,
  EvaluationPhase: domain.evaluationPhases,
  Applicability: domain.applicabilityValues,
  EdcSystem: domain.edcSystems,
  ParticipantType: domain.participantTypes,
  ApplicableType: Object.keys(domain.applicableTypes),
  CriterionType: domain.criterionTypes,
  EvaluationDocumentType: domain.evaluationDocumentTypes,
  OrganisationDocumentType: domain.organisationDocumentTypes,
  CenterType: domain.centerTypes,
  EventType: domain.eventTypes,
  EventRecurrence: domain.eventRecurrences,
  HourType: domain.hourTypes,
  EventableType: ['association', 'program'],
  PostableType: ['evaluation', 'association', 'program'],
  SitePageKey: domain.sitePageKeys,
  HistoryAction: domain.historyActions,
};

/** 'prof. dr.' -> 'PROF_DR', 'Cohort' -> 'COHORT', 'not_applicable' -> 'NOT_APPLICABLE'. */
export const enumName = (value: string | number): string =>
  String(value)
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

/**
 * Internal values for every enum of the schema: the domain lists above, `*SortField` enums as their
 * /v1 sort keys (`STARTS_AT` -> `starts_at`); other enums (SortDirection, SearchModel) keep their
 * names. Throws when a domain enum has a name without a /v1 value, so the two cannot drift apart.
 */
export function enumResolvers(schema: GraphQLSchema): Record<string, Record<string, unknown>> {
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isEnumType(type) || type.name.startsWith('__')) continue;
    const source = enumSources[type.name];
    const values: Record<string, unknown> = {};
    for (const { name } of type.getValues()) {
      if (source) {
        const value = source.find((candidate) => enumName(candidate) === name);
        if (value === undefined) throw new Error(`${type.name}.${name} has no /v1 value`);
        values[name] = value;
      } else if (type.name.endsWith('SortField')) {
        values[name] = name.toLowerCase();
      }
    }
    if (Object.keys(values).length > 0) resolvers[type.name] = values;
  }
  return resolvers;
}
