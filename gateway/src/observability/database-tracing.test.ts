import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/types.ts';
import { describeStatement } from './database-tracing.ts';

// Compiles statements as the gateway builds them, without a database.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('describeStatement', () => {
  it('names the kind and the first table of statements Kysely built', () => {
    const search = db
      .selectFrom('evaluations as e')
      .select('e.id')
      .where('e.title', 'ilike', '%secret%');
    expect(describeStatement(search.compile())).toEqual({
      operation: 'SELECT',
      table: 'evaluations',
    });
    expect(
      describeStatement(
        db.insertInto('countries').values({ name: 'Nederland', code: 'NL' }).compile(),
      ),
    ).toEqual({ operation: 'INSERT', table: 'countries' });
    expect(
      describeStatement(
        db.updateTable('countries').set({ name: 'x' }).where('id', '=', 1).compile(),
      ),
    ).toEqual({ operation: 'UPDATE', table: 'countries' });
    expect(describeStatement(db.deleteFrom('countries').where('id', '=', 1).compile())).toEqual({
      operation: 'DELETE',
      table: 'countries',
    });
  });

  it('names only the kind of raw SQL and of statements led by WITH', () => {
    expect(describeStatement(sql`  select 1`.compile(db))).toEqual({ operation: 'SELECT' });
    const withQuery = db
      .with('recent', (query) => query.selectFrom('evaluations').select('id'))
      .selectFrom('recent')
      .select('id');
    expect(describeStatement(withQuery.compile())).toEqual({
      operation: 'WITH',
      table: 'recent',
    });
  });
});
