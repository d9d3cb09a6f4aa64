// /v1/hours: every signed-in user registers their own hours; only an admin sees and writes the hours
// of others (and may book hours for someone else).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { forbidden, invalidField, ValidationError } from '../shared/http-errors.ts';
import { paginate } from '../shared/paginate.ts';
import { iso } from '../shared/presenters.ts';
import type { ResourceDefinition, V1Context } from '../shared/resource.ts';
import {
  type CreateHour,
  createHourBody,
  type HourFilters,
  type HourInclude,
  type HourSort,
  hourFilters,
  hourIncludes,
  hourSorts,
  type UpdateHour,
  updateHourBody,
} from './schema.ts';

export interface HourOut {
  id: number;
  employee_id: number;
  project_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  hour_type: string;
  description: string | null;
  created_at: string | null;
  updated_at: string | null;
  project?: { id: number; title: string; slug: string | null } | null;
  employee?: { id: number; name: string } | null;
}

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

const isAdmin = (context: V1Context) => context.viewer?.role === 'admin';

function scoped(context: V1Context) {
  const query = context.db
    .selectFrom('hours')
    .leftJoin('evaluations', 'evaluations.id', 'hours.project_id')
    .select(columns);
  return isAdmin(context) ? query : query.where('hours.employee_id', '=', context.viewer?.id ?? -1);
}

type Row = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

async function present(db: Db, rows: Row[], include: HourInclude[]): Promise<HourOut[]> {
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
  const projectsById = new Map(projects.map((project) => [project.id, project]));
  const employeesById = new Map(employees.map((employee) => [employee.id, employee]));
  return rows.map((row) => {
    const out: HourOut = {
      ...row,
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (include.includes('project'))
      out.project = row.project_id === null ? null : (projectsById.get(row.project_id) ?? null);
    if (include.includes('employee')) out.employee = employeesById.get(row.employee_id) ?? null;
    return out;
  });
}

/** Only an admin books hours for someone else; then that person has to exist. */
async function checkReferences(context: V1Context, input: UpdateHour): Promise<void> {
  if (
    input.employee_id !== undefined &&
    input.employee_id !== context.viewer?.id &&
    !isAdmin(context)
  )
    throw forbidden();
  const errors: ValidationError['fieldErrors'] = {};
  if (input.employee_id !== undefined) {
    const found = await context.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.employee_id)
      .executeTakeFirst();
    if (!found) errors.employee_id = [{ key: 'validation.exists' }];
  }
  if (input.project_id !== undefined && input.project_id !== null) {
    const found = await context.db
      .selectFrom('evaluations')
      .select('id')
      .where('id', '=', input.project_id)
      .executeTakeFirst();
    if (!found) errors.project_id = [{ key: 'validation.exists' }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export const hoursResource: ResourceDefinition<
  HourOut,
  HourFilters,
  HourSort,
  HourInclude,
  CreateHour,
  UpdateHour
> = {
  path: '/hours',
  tag: 'hours',
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: 'authenticated',
    update: 'authenticated',
    delete: 'authenticated',
  },
  protocol: {
    filters: hourFilters,
    sorts: hourSorts,
    includes: hourIncludes,
    defaultSort: [{ key: 'starts_at', descending: true }],
  },
  async list(context, query) {
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
    const { rows, total } = await paginate(
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
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne(context, hourId, include) {
    const row = await scoped(context).where('hours.id', '=', hourId).executeTakeFirst();
    return row && (await present(context.db, [row], include))[0];
  },
  create: {
    body: createHourBody,
    async run(context, input) {
      await checkReferences(context, input);
      const row = await context.db
        .insertInto('hours')
        .values({ ...input, employee_id: input.employee_id ?? context.viewer?.id ?? -1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    body: updateHourBody,
    async run(context, hourId, input) {
      if (Object.keys(input).length === 0) return;
      await checkReferences(context, input);
      if ((input.starts_at === undefined) !== (input.ends_at === undefined)) {
        // One end moves: the order is checked against the stored other end.
        const stored = await context.db
          .selectFrom('hours')
          .select(['starts_at', 'ends_at'])
          .where('id', '=', hourId)
          .executeTakeFirstOrThrow();
        const startsAt = Date.parse(input.starts_at ?? String(iso(stored.starts_at)));
        const endsAt = Date.parse(input.ends_at ?? String(iso(stored.ends_at)));
        if (endsAt <= startsAt) throw invalidField('ends_at', 'validation.dateOrder');
      }
      await context.db.updateTable('hours').set(input).where('id', '=', hourId).execute();
    },
  },
  async remove({ db }, ids) {
    await db.deleteFrom('hours').where('id', 'in', ids).execute();
  },
  async canWrite(context, hourId) {
    if (isAdmin(context)) return true;
    const row = await context.db
      .selectFrom('hours')
      .select('employee_id')
      .where('id', '=', hourId)
      .executeTakeFirst();
    return row?.employee_id === context.viewer?.id;
  },
};
