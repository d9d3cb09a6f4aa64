// GraphQL arguments -> /v1 request data.
import { buildSchema, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { camelCase, snakeCase } from './naming.ts';
import { listQuery, toV1, toV1Sort } from './v1-input.ts';

const schema = buildSchema(`
  scalar JSON
  input Part { partId: ID, sampleSize: Int }
  input Thing { studyTitle: String, gradationId: ID, programIds: [ID!], parts: [Part!], extra: JSON }
  input ThingFilter { status: [String!], isVisibleAtInclusionMonitor: Boolean, search: String }
  type Query { a(input: Thing): Int }
`);
const thing = schema.getType('Thing') as GraphQLInputType;
const filter = schema.getType('ThingFilter') as GraphQLInputType;

describe('toV1', () => {
  it('snake-cases keys along the input type and turns numeric ids into numbers', () => {
    expect(
      toV1(
        {
          studyTitle: 'T',
          gradationId: '3',
          programIds: ['1', '22'],
          parts: [{ partId: '7', sampleSize: 4 }],
          extra: { someKey: 1 },
        },
        thing,
      ),
    ).toEqual({
      study_title: 'T',
      gradation_id: 3,
      program_ids: [1, 22],
      parts: [{ part_id: 7, sample_size: 4 }],
      // JSON passes unchanged: its keys are data, not field names.
      extra: { someKey: 1 },
    });
  });

  it('keeps null (a cleared field) and leaves ids that are not numbers as given', () => {
    expect(toV1({ gradationId: null, studyTitle: null }, thing)).toEqual({
      gradation_id: null,
      study_title: null,
    });
    expect(toV1({ gradationId: 'abc' }, thing)).toEqual({ gradation_id: 'abc' });
  });
});

describe('toV1Sort and listQuery', () => {
  it('writes typed sorts as the /v1 sort string', () => {
    expect(toV1Sort([{ field: 'starts_at', direction: 'DESC' }, { field: 'title' }])).toBe(
      '!starts_at,title',
    );
    expect(toV1Sort([])).toBeUndefined();
  });

  it('builds the list query, leaving out empty filters', () => {
    expect(
      listQuery(
        {
          filter: { status: ['published'], search: null, isVisibleAtInclusionMonitor: true },
          page: 2,
          limit: 5,
          sort: [{ field: 'title', direction: 'ASC' }],
        },
        filter,
        ['programs', 'logo', 'programs'],
      ),
    ).toEqual({
      filter: { status: ['published'], is_visible_at_inclusion_monitor: true },
      page: 2,
      limit: 5,
      sort: 'title',
      with: ['logo', 'programs'],
    });
    expect(listQuery({ filter: { search: null } }, filter, [])).toEqual({});
  });
});

describe('naming', () => {
  it('converts between camelCase and snake_case', () => {
    expect(snakeCase('trialBureaus')).toBe('trial_bureaus');
    expect(snakeCase('isVisibleAtInclusionMonitor')).toBe('is_visible_at_inclusion_monitor');
    expect(camelCase('source_ids.0')).toBe('sourceIds.0');
  });
});
