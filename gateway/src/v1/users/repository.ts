// Reading and writing user rows: the viewer's scope (admins: everyone; others: themselves), the
// filtered, paged list, one row, the writes (role by name or id, sessions ended with the account or
// a new role), the rows that `with[]` needs, and the directory search of active colleagues.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { revokeSessionsOfUser } from '../auth/session-tokens.ts';
import { loadFileRefs } from '../shared/file-refs.ts';
import { invalidField } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { type FileRef, groupBy } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import { containsPattern, searchWords } from '../shared/search-query.ts';
import type { CreateUser, UpdateUser, UserFilters, UserInclude, UserSort } from './schema.ts';

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

function scoped(context: V1Context) {
  const query = context.db.selectFrom('users').select(columns);
  // Only admins manage users (spec section 6: the users screens are admin-only); everyone else
  // sees just themselves here, e-mail, phone and last login of colleagues included.
  return context.viewer?.role === 'admin'
    ? query
    : query.where('users.id', '=', context.viewer?.id ?? -1);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

export async function listUsers(
  context: V1Context,
  query: ListQuery<UserFilters, UserSort, UserInclude>,
): Promise<{ rows: UserRow[]; total: number }> {
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
  return paginate(
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
}

/** One user row as the viewer may see it. */
export function findUser(context: V1Context, id: number): Promise<UserRow | undefined> {
  return scoped(context).where('users.id', '=', id).executeTakeFirst();
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

function evaluationsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('evaluation_people as p')
    .innerJoin('evaluations as e', 'e.id', 'p.evaluation_id')
    .select(['p.user_id', 'e.id', 'e.title', 'e.slug', 'e.status', 'p.contact_function'])
    .where('p.user_id', 'in', ids)
    .orderBy('e.title')
    .execute();
}

export type UserEvaluationRow = Awaited<ReturnType<typeof evaluationsOf>>[number];

export interface UserRelations {
  roles: Map<number, { id: number; name: string }>;
  avatars: Map<number, FileRef>;
  programs: Map<number, { id: number; title: string }>;
  associations: Map<number, { id: number; title: string }>;
  /** The evaluations each user takes part in, by user id. */
  evaluations: Map<number, UserEvaluationRow[]>;
}

/** The roles, avatars, programs, associations and evaluations of the rows, for the includes asked. */
export async function loadUserRelations(
  db: Db,
  rows: UserRow[],
  include: UserInclude[],
): Promise<UserRelations> {
  const wanted = new Set(include);
  const ids = rows.map((row) => row.id);
  const roleRows = wanted.has('role')
    ? await db.selectFrom('roles').select(['id', 'name']).execute()
    : [];
  const roles = new Map(roleRows.map((role) => [role.id, role]));
  const avatars = wanted.has('avatar')
    ? await loadFileRefs(
        db,
        rows.map((row) => row.avatar_id),
      )
    : new Map<number, FileRef>();
  const programs = wanted.has('program')
    ? await titles(
        db,
        'programs',
        rows.map((row) => row.program_id),
      )
    : new Map<number, { id: number; title: string }>();
  const associations = wanted.has('association')
    ? await titles(
        db,
        'associations',
        rows.map((row) => row.association_id),
      )
    : new Map<number, { id: number; title: string }>();
  const evaluations =
    wanted.has('evaluations') && ids.length > 0
      ? groupBy(await evaluationsOf(db, ids), (row) => row.user_id)
      : new Map<number, UserEvaluationRow[]>();
  return { roles, avatars, programs, associations, evaluations };
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

export async function createUser(db: Db, input: CreateUser): Promise<number> {
  const row = await toRow(db, input);
  const created = await db
    .insertInto('users')
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Writes the fields; a deactivated account or a changed role also ends the user's sessions. */
export async function updateUser(
  db: Db,
  id: number,
  input: UpdateUser | CreateUser,
): Promise<void> {
  const row = await toRow(db, input);
  const before = await db
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (Object.keys(row).length > 0)
    await db
      .updateTable('users')
      .set(row as never)
      .where('id', '=', id)
      .execute();
  if (input.is_active === false) {
    // Every session and every mailed link ends with the account.
    await db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  } else if ('role_id' in row && before && row.role_id !== before.role_id) {
    // New rights start with a new login: no session keeps what the old role allowed.
    await revokeSessionsOfUser(db, id);
  }
}

export async function deleteUsers(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('users').where('id', 'in', ids).execute();
}

/** A LIKE pattern for one folded search word, LIKE's wildcards escaped. */
const wordPattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface DirectoryRow {
  id: number;
  name: string;
  title: string | null;
  program: string | null;
  association: string | null;
}

/** Active users whose names hold every word of `search`, with their program and association. */
export async function searchDirectory(
  db: Db,
  search: string,
  limit: number,
): Promise<DirectoryRow[]> {
  const words = searchWords(search);
  if (words.length === 0) return [];
  // Every word must occur in the display name or in the first or last name.
  const haystack = sql`zv_fold(coalesce(u.name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
  let query = db
    .selectFrom('users as u')
    .leftJoin('programs as p', 'p.id', 'u.program_id')
    .leftJoin('associations as a', 'a.id', 'u.association_id')
    .select(['u.id', 'u.name', 'u.title', 'p.title as program', 'a.title as association'])
    .where('u.is_active', '=', true);
  for (const word of words) query = query.where(haystack, 'like', wordPattern(word));
  return query.orderBy(sql`lower(u.name)`).orderBy('u.id').limit(limit).execute();
}
