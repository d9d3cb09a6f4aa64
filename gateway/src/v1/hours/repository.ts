// Reading and writing hour rows: the viewer's scope (their own hours; an admin's: everyone's), the
// filtered, paged list, one row, the writes, the rows that `with[]` needs and the reference checks.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import type { V1Context } from '../shared/resource.ts';
import type { CreateHour, HourFilters, HourInclude, HourSort, UpdateHour } from './schema.ts';

/** Day boundaries of the from/to filters are Dutch days, whatever the server's time zone. */
const TIME_ZONE = 'Europe/Amsterdam';

const columns = [
  'hours.id',
  'hours.employee_id',
  'hours.project_id',
  'hours.starts_at',
  'hours.ends_at',
  'hours.hour_type',
  'hours.description',
  'hours.created_at',
  'hours.updated_at',
] as const;

export const isAdmin = (context: V1Context) => context.viewer?.role === 'admin';

function scoped(context: V1Context) {
  const query = context.db
    .selectFrom('hours')
    .leftJoin('evaluations', 'evaluations.id', 'hours.project_id')
    .select(columns);
  return isAdmin(context) ? query : query.where('hours.employee_id', '=', context.viewer?.id ?? -1);
}

export type HourRow = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

export async function listHours(
  context: V1Context,
  query: ListQuery<HourFilters, HourSort, HourInclude>,
): Promise<{ rows: HourRow[]; total: number }> {
  const { filter } = query;
  let select = scoped(context);
  if (filter.employee_id) select = select.where('hours.employee_id', 'in', filter.employee_id);
  if (filter.project_id) select = select.where('hours.project_id', 'in', filter.project_id);
  if (filter.hour_type) select = select.where('hours.hour_type', 'in', filter.hour_type);
  if (filter.from)
    select = select.where(
      'hours.starts_at',
      '>=',
      sql<Date>`(${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`,
    );
  if (filter.to)
    select = select.where(
      'hours.starts_at',
      '<',
      sql<Date>`(${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`,
    );
  if (filter.ids) select = select.where('hours.id', 'in', filter.ids);
  return paginate(
    select,
    query,
    {
      starts_at: 'hours.starts_at',
      ends_at: 'hours.ends_at',
      hour_type: 'hours.hour_type',
      project: 'zv_fold(evaluations.title)',
      created_at: 'hours.created_at',
      updated_at: 'hours.updated_at',
      id: 'hours.id',
    },
    'hours.id',
  );
}

/** One hour row as the viewer may see it. */
export function findHour(context: V1Context, hourId: number): Promise<HourRow | undefined> {
  return scoped(context).where('hours.id', '=', hourId).executeTakeFirst();
}

export interface HourProject {
  id: number;
  title: string;
  slug: string | null;
}
export interface HourEmployee {
  id: number;
  name: string;
}

/** The evaluations and people the rows name, by id, for the includes asked for. */
export async function loadHourRelations(
  db: Db,
  rows: HourRow[],
  include: HourInclude[],
): Promise<{ projects: Map<number, HourProject>; employees: Map<number, HourEmployee> }> {
  const projectIds = rows
    .map((row) => row.project_id)
    .filter((value): value is number => value !== null);
  const projects = include.includes('project')
    ? await db
        .selectFrom('evaluations')
        .select(['id', 'title', 'slug'])
        .where('id', 'in', [...new Set(projectIds), -1])
        .execute()
    : [];
  const employees = include.includes('employee')
    ? await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(rows.map((row) => row.employee_id)), -1])
        .execute()
    : [];
  return {
    projects: new Map(projects.map((project) => [project.id, project])),
    employees: new Map(employees.map((employee) => [employee.id, employee])),
  };
}

/** 422 `validation.exists` on each of employee_id and project_id that names no row. */
export async function ensureHourReferences(db: Db, input: UpdateHour): Promise<void> {
  const errors: ValidationError['fieldErrors'] = {};
  if (input.employee_id !== undefined) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.employee_id)
      .executeTakeFirst();
    if (!found) errors.employee_id = [{ key: 'validation.exists' }];
  }
  if (input.project_id !== undefined && input.project_id !== null) {
    const found = await db
      .selectFrom('evaluations')
      .select('id')
      .where('id', '=', input.project_id)
      .executeTakeFirst();
    if (!found) errors.project_id = [{ key: 'validation.exists' }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export async function createHour(
  db: Db,
  input: CreateHour & { employee_id: number },
): Promise<number> {
  const row = await db.insertInto('hours').values(input).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The stored start and end of an hour row (it exists). */
export function hourTimes(db: Db, hourId: number) {
  return db
    .selectFrom('hours')
    .select(['starts_at', 'ends_at'])
    .where('id', '=', hourId)
    .executeTakeFirstOrThrow();
}

export async function updateHour(db: Db, hourId: number, input: UpdateHour): Promise<void> {
  await db.updateTable('hours').set(input).where('id', '=', hourId).execute();
}

export async function deleteHours(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('hours').where('id', 'in', ids).execute();
}

/** Whose hour row it is (undefined when there is none). */
export async function hourEmployeeId(db: Db, hourId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('hours')
    .select('employee_id')
    .where('id', '=', hourId)
    .executeTakeFirst();
  return row?.employee_id;
}
