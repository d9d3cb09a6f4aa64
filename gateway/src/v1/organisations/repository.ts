// Reading and writing association, program and trial bureau rows with their join tables. Every
// visitor may read organisations; the kind's writers change them.

import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { ensureFile, ensureRows } from '../shared/references.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import { matchesSearch, searchRank } from '../shared/search-query.ts';
import type { OrganisationKind, OrganisationTable } from './kinds.ts';
import type {
  OrganisationFilters,
  OrganisationInclude,
  OrganisationInput,
  OrganisationSort,
} from './schema.ts';

const plainColumns = [
  'id',
  'abbreviation',
  'description',
  'contact',
  'url',
  'about',
  'logo_id',
  'banner_id',
  'created_at',
  'updated_at',
] as const;

/** The kind's rows with its name column (title or name) as `label`. */
function selectOrganisations(db: Db, kind: OrganisationKind) {
  return db
    .selectFrom(kind.table)
    .select(plainColumns)
    .select(sql<string>`${sql.ref(`${kind.table}.${kind.nameColumn}`)}`.as('label'));
}

export type OrganisationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectOrganisations>['executeTakeFirst']>>
>;

type OrganisationQuery = SelectQueryBuilder<Database, OrganisationTable, OrganisationRow>;

/** Rows linked to one of `values` through a join table; table and column names are constants. */
const linkedTo =
  (kind: OrganisationKind, table: string, column: string, values: number[]) =>
  (eb: ExpressionBuilder<Database, OrganisationTable>) =>
    eb.exists(
      eb
        .selectFrom(sql.table(table).as('j'))
        .select(sql.lit(1).as('one'))
        .where(sql.ref(`j.${kind.ownerColumn}`), '=', sql.ref(`${kind.table}.id`))
        .where(sql.ref(`j.${column}`), 'in', values),
    );

function applyFilters(
  kind: OrganisationKind,
  query: OrganisationQuery,
  filter: Partial<OrganisationFilters>,
): OrganisationQuery {
  let q = query;
  if (filter.search !== undefined)
    q = q.where(matchesSearch(`${kind.table}.search`, filter.search));
  if (filter.ids) q = q.where('id', 'in', filter.ids);
  if (filter.specialization_id) {
    q = q.where(
      linkedTo(kind, kind.specializationTable, 'specialization_id', filter.specialization_id),
    );
  }
  return q;
}

export async function listOrganisations(
  db: Db,
  kind: OrganisationKind,
  query: ListQuery<OrganisationFilters, OrganisationSort, OrganisationInclude>,
): Promise<{ rows: OrganisationRow[]; total: number }> {
  const filtered = applyFilters(kind, selectOrganisations(db, kind), query.filter);
  const rank = query.filter.search
    ? searchRank(`${kind.table}.search`, query.filter.search)
    : sql`0`;
  const name = `lower(${kind.table}.${kind.nameColumn})`;
  const sortColumns: Record<OrganisationSort, string> = {
    title: name,
    name,
    created_at: `${kind.table}.created_at`,
    updated_at: `${kind.table}.updated_at`,
    id: `${kind.table}.id`,
    relevance: 'relevance',
  };
  const { rows, total } = await paginate(
    filtered.select(rank.as('relevance')),
    query,
    sortColumns,
    `${kind.table}.id`,
  );
  return { rows: rows.map(({ relevance: _, ...row }) => row), total };
}

export function findOrganisation(
  db: Db,
  kind: OrganisationKind,
  id: number,
): Promise<OrganisationRow | undefined> {
  return selectOrganisations(db, kind).where('id', '=', id).executeTakeFirst();
}

export async function organisationExists(
  db: Db,
  kind: OrganisationKind,
  id: number,
): Promise<boolean> {
  const row = await db.selectFrom(kind.table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The columns of the kind's table; rich text sanitized, the label under its real column name. */
function toRow(kind: OrganisationKind, input: OrganisationInput): Record<string, unknown> {
  const { label, specialization_ids: _s, evaluation_ids: _e, ...fields } = input;
  const row: Record<string, unknown> = { ...fields };
  for (const field of ['description', 'contact', 'about'] as const) {
    if (field in fields) row[field] = sanitizeRichText(fields[field] ?? null);
  }
  if (label !== undefined) row[kind.nameColumn] = label;
  return row;
}

async function checkReferences(db: Db, input: OrganisationInput): Promise<void> {
  await ensureFile(db, input.logo_id, 'logo_id', { image: true });
  await ensureFile(db, input.banner_id, 'banner_id', { image: true });
  await ensureRows(db, 'specializations', input.specialization_ids, 'specialization_ids');
  await ensureRows(db, 'evaluations', input.evaluation_ids, 'evaluation_ids');
}

/** Replaces the join rows that the input names (an absent list leaves its joins as they are). */
async function replaceJoins(db: Db, kind: OrganisationKind, id: number, input: OrganisationInput) {
  const joins = [
    [kind.specializationTable, 'specialization_id', input.specialization_ids],
    [kind.evaluationTable, 'evaluation_id', input.evaluation_ids],
  ] as const;
  for (const [table, column, ids] of joins) {
    if (!ids) continue;
    await db.deleteFrom(table).where(kind.ownerColumn, '=', id).execute();
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    await db
      .insertInto(table)
      .values(unique.map((other) => ({ [kind.ownerColumn]: id, [column]: other })) as never)
      .execute();
  }
}

export async function createOrganisation(
  db: Db,
  kind: OrganisationKind,
  input: OrganisationInput,
): Promise<number> {
  await checkReferences(db, input);
  return atomically(db, async (trx) => {
    const created = await trx
      .insertInto(kind.table)
      .values(toRow(kind, input) as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceJoins(trx, kind, created.id, input);
    return created.id;
  });
}

export async function updateOrganisation(
  db: Db,
  kind: OrganisationKind,
  id: number,
  input: OrganisationInput,
): Promise<void> {
  await checkReferences(db, input);
  const row = toRow(kind, input);
  await atomically(db, async (trx) => {
    if (Object.keys(row).length > 0) {
      await trx
        .updateTable(kind.table)
        .set(row as never)
        .where('id', '=', id)
        .execute();
    }
    await replaceJoins(trx, kind, id, input);
  });
}

/** Deletes organisations; their documents, events, posts, settings and joins go with them. */
export async function deleteOrganisations(
  db: Db,
  kind: OrganisationKind,
  ids: number[],
): Promise<void> {
  await db.deleteFrom(kind.table).where('id', 'in', ids).execute();
}
