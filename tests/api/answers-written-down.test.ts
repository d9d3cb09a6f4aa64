// What /v1 answers is written down, field by field: a column added to a table (a new secret, an
// internal flag) goes out on no route until a presenter names it. Every table gets a probe column
// with a value; then every GET route of the OpenAPI document, with each include it allows and all
// of them at once, is read as an admin (who sees the most) and as a visitor, and no answer may carry
// the probe's name or value.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { listResources } from '../support/list-resources.ts';
import { openApiOperations, pathFiller } from '../support/openapi-routes.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const PROBE_COLUMN = 'zz_probe';
const PROBE_VALUE = 'zz-probe-value';
const pglite = pgliteTestDatabase();

describe('answers written down', () => {
  const gateway = useSeededGateway(pglite);

  let probed: string[] = [];
  beforeAll(async () => {
    const { db } = gateway.server.database;
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`.execute(db);
    probed = tables.rows.map((table) => table.name);
    for (const table of probed)
      await sql`alter table ${sql.table(table)} add column ${sql.ref(PROBE_COLUMN)} text not null default ${sql.lit(PROBE_VALUE)}`.execute(
        db,
      );
  });

  it('carries no column a presenter does not name, on any GET route with any include', async () => {
    // The probe is in the rows: a presenter that passed a row on would answer it.
    expect(probed).toEqual(expect.arrayContaining(['evaluations', 'users', 'bug_reports']));
    const evaluation = await sql<
      Record<string, unknown>
    >`select * from evaluations limit 1`.execute(gateway.server.database.db);
    expect(evaluation.rows[0]?.[PROBE_COLUMN]).toBe(PROBE_VALUE);

    const reads = (await openApiOperations(gateway.server.baseUrl)).filter(
      (operation) =>
        operation.method === 'GET' &&
        !['/v1/openapi.json', '/v1/files/{id}'].includes(operation.path),
    );
    expect(reads.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answered = 0;
    for (const token of [gateway.tokens.admin, '']) {
      const fill = pathFiller(gateway.server.baseUrl, token);
      for (const operation of reads) {
        const path = await fill(operation.path);
        const base = operation.path.replace(/\/\{id\}$/, '');
        const includes = listResources.find((resource) => resource.path === base)?.includes ?? [];
        const queries = ['', ...includes.map((name) => `with[]=${name}`)];
        if (includes.length > 1) queries.push(includes.map((name) => `with[]=${name}`).join('&'));
        for (const query of queries) {
          const response = await fetch(`${gateway.server.baseUrl}${path}?${query}`, {
            headers: {
              accept: 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          if (response.status !== 200) continue;
          answered += 1;
          const text = await response.text();
          if (text.includes(PROBE_COLUMN) || text.includes(PROBE_VALUE))
            leaks.push(`${token ? 'admin' : 'visitor'} ${path}?${query}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(200);
  });
});
