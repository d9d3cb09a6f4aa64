// /v1/users: admin manages everyone; every other user reads and edits themself only (but not their
// own role, activity or e-mail address). Editors see others only as their screens do: the user
// directory (name, title, organisation) and an evaluation's people (docs/decisions.md, issue 14).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { revokeSessionsOfUser } from '../auth/session-tokens.ts';
import { conflict, forbidden, invalidField } from '../shared/http-errors.ts';
import { paginate } from '../shared/paginate.ts';
import { groupBy, iso, loadFileRefs } from '../shared/presenters.ts';
import type { ResourceDefinition, V1Context } from '../shared/resource.ts';
import { containsPattern } from '../shared/search-query.ts';
import {
  type CreateUser,
  createUserBody,
  type UpdateUser,
  type UserFilters,
  type UserInclude,
  type UserSort,
  updateUserBody,
  userFilters,
  userIncludes,
  userSorts,
} from './schema.ts';

const columns = [
  'users.id',
  'users.email',
  'users.name',
  'users.first_name',
  'users.middle_name',
  'users.last_name',
  'users.title',
  'users.gender',
  'users.phone_number',
  'users.program_id',
  'users.association_id',
  'users.avatar_id',
  'users.is_active',
  'users.role_id',
  'users.activated_at',
  'users.last_login_at',
  'users.created_at',
  'users.updated_at',
] as const;

export type UserOut = Record<string, unknown> & { id: number };

function scoped(context: V1Context) {
  const query = context.db.selectFrom('users').select(columns);
  // Only admins manage users (spec section 6: the users screens are admin-only); everyone else
  // sees just themselves here, e-mail, phone and last login of colleagues included.
  return context.viewer?.role === 'admin'
    ? query
    : query.where('users.id', '=', context.viewer?.id ?? -1);
}

async function present(
  context: V1Context,
  rows: Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>,
  include: UserInclude[],
): Promise<UserOut[]> {
  const wanted = new Set(include);
  const ids = rows.map((row) => row.id);
  const roleRows = wanted.has('role')
    ? await context.db.selectFrom('roles').select(['id', 'name']).execute()
    : [];
  const rolesById = new Map(roleRows.map((role) => [role.id, role]));
  const avatars = wanted.has('avatar')
    ? await loadFileRefs(
        context.db,
        rows.map((row) => row.avatar_id),
      )
    : new Map();
  const programs = wanted.has('program')
    ? await titles(
        context.db,
        'programs',
        rows.map((row) => row.program_id),
      )
    : new Map();
  const associations = wanted.has('association')
    ? await titles(
        context.db,
        'associations',
        rows.map((row) => row.association_id),
      )
    : new Map();
  const evaluations =
    wanted.has('evaluations') && ids.length > 0
      ? groupBy(
          await context.db
            .selectFrom('evaluation_people as p')
            .innerJoin('evaluations as e', 'e.id', 'p.evaluation_id')
            .select(['p.user_id', 'e.id', 'e.title', 'e.slug', 'e.status', 'p.contact_function'])
            .where('p.user_id', 'in', ids)
            .orderBy('e.title')
            .execute(),
          (row) => row.user_id,
        )
      : new Map();
  return rows.map((row) => {
    const out: UserOut = {
      ...row,
      activated_at: iso(row.activated_at),
      last_login_at: iso(row.last_login_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (wanted.has('role'))
      out.role = row.role_id === null ? null : (rolesById.get(row.role_id) ?? null);
    if (wanted.has('avatar'))
      out.avatar = row.avatar_id === null ? null : (avatars.get(row.avatar_id) ?? null);
    if (wanted.has('program'))
      out.program = row.program_id === null ? null : (programs.get(row.program_id) ?? null);
    if (wanted.has('association'))
      out.association =
        row.association_id === null ? null : (associations.get(row.association_id) ?? null);
    if (wanted.has('evaluations')) {
      out.evaluations = (evaluations.get(row.id) ?? []).map(
        ({ user_id: _, ...evaluation }: { user_id: number }) => evaluation,
      );
    }
    return out;
  });
}

async function titles(db: Db, table: 'programs' | 'associations', ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, { id: number; title: string }>();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'title'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function roleIdOf(
  db: Db,
  role: CreateUser['role'] | undefined,
): Promise<number | null | undefined> {
  if (role === undefined) return undefined;
  if (role === null) return null;
  const query = db.selectFrom('roles').select('id');
  const row = await (typeof role === 'string'
    ? query.where('name', '=', role)
    : role.name
      ? query.where('name', '=', role.name)
      : query.where('id', '=', role.id ?? -1)
  ).executeTakeFirst();
  if (!row) throw invalidField('role', 'validation.exists');
  return row.id;
}

function displayName(
  input: Pick<UpdateUser, 'name' | 'first_name' | 'middle_name' | 'last_name'>,
): string | undefined {
  if (input.name) return input.name;
  const parts = [input.first_name, input.middle_name, input.last_name].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

async function toRow(db: Db, input: UpdateUser) {
  const { role, ...fields } = input;
  const row: Record<string, unknown> = { ...fields };
  const roleId = await roleIdOf(db, role);
  if (roleId !== undefined) row.role_id = roleId;
  const name = displayName(input);
  if (name) row.name = name;
  // Clearing the name without name parts to derive it from would leave the user nameless (the
  // column is NOT NULL: this was a 500).
  else if ('name' in input) throw invalidField('name', 'validation.required');
  return row;
}

export const usersResource: ResourceDefinition<
  UserOut,
  UserFilters,
  UserSort,
  UserInclude,
  CreateUser,
  UpdateUser
> = {
  path: '/users',
  tag: 'users',
  fileFields: { avatar: 'avatar_id' },
  imageFields: ['avatar_id'],
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: ['admin'],
    update: 'authenticated',
    delete: ['admin'],
  },
  protocol: {
    filters: userFilters,
    sorts: userSorts,
    includes: userIncludes,
    defaultSort: [{ key: 'name', descending: false }],
  },
  async list(context, query) {
    let select = scoped(context);
    const { filter } = query;
    if (filter.current) select = select.where('users.id', '=', context.viewer?.id ?? -1);
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      select = select.where((eb) =>
        eb.or([
          eb(sql`zv_fold(users.name)`, 'like', pattern),
          eb(sql`lower(users.email)`, 'like', pattern),
        ]),
      );
    }
    if (filter.role) {
      const roleNames = filter.role;
      select = select.where('users.role_id', 'in', (eb) =>
        eb.selectFrom('roles').select('id').where('name', 'in', roleNames),
      );
    }
    if (filter.is_active !== undefined)
      select = select.where('users.is_active', '=', filter.is_active);
    if (filter.program_id) select = select.where('users.program_id', 'in', filter.program_id);
    if (filter.association_id)
      select = select.where('users.association_id', 'in', filter.association_id);
    if (filter.ids) select = select.where('users.id', 'in', filter.ids);
    const { rows, total } = await paginate(
      select,
      query,
      {
        name: 'lower(users.name)',
        email: 'lower(users.email)',
        created_at: 'users.created_at',
        updated_at: 'users.updated_at',
        last_login_at: 'users.last_login_at',
        id: 'users.id',
      },
      'users.id',
    );
    return { items: await present(context, rows, query.with), total };
  },
  async findOne(context, id, include) {
    const row = await scoped(context).where('users.id', '=', id).executeTakeFirst();
    return row ? (await present(context, [row], include))[0] : undefined;
  },
  create: {
    body: createUserBody,
    async run({ db }, input) {
      const row = await toRow(db, input);
      const created = await db
        .insertInto('users')
        .values(row as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },
  },
  update: {
    body: updateUserBody,
    async run(context, id, input) {
      const isAdmin = context.viewer?.role === 'admin';
      if (
        !isAdmin &&
        (input.role !== undefined || input.is_active !== undefined || input.email !== undefined)
      )
        throw forbidden();
      if (
        isAdmin &&
        context.viewer?.id === id &&
        (input.is_active === false || (input.role !== undefined && input.role !== 'admin'))
      ) {
        // An admin cannot lock themself out; another admin has to do it.
        throw conflict();
      }
      const row = await toRow(context.db, input);
      const before = await context.db
        .selectFrom('users')
        .select('role_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (Object.keys(row).length > 0)
        await context.db
          .updateTable('users')
          .set(row as never)
          .where('id', '=', id)
          .execute();
      if (input.is_active === false) {
        // Every session and every mailed link ends with the account.
        await context.db
          .updateTable('auth_tokens')
          .set({ revoked_at: sql`now()` })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      } else if ('role_id' in row && before && row.role_id !== before.role_id) {
        // New rights start with a new login: no session keeps what the old role allowed.
        await revokeSessionsOfUser(context.db, id);
      }
    },
  },
  async remove(context, ids) {
    if (context.viewer && ids.includes(context.viewer.id)) throw conflict();
    await context.db.deleteFrom('users').where('id', 'in', ids).execute();
  },
  async canWrite(context, id) {
    return context.viewer?.role === 'admin' || context.viewer?.id === id;
  },
};
