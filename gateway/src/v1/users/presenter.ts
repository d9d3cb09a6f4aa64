// The answers of /v1/users: a user row with iso timestamps and the relations asked for, and the
// directory's colleague (name, title, organisation only).
import { iso, pick } from '../shared/presenters.ts';
import type { DirectoryRow, UserRelations, UserRow } from './repository.ts';
import type { UserInclude } from './schema.ts';

export type UserOut = Record<string, unknown> & { id: number };

/** A user's own fields as /v1 answers them (to admins, and to each user about themselves). */
const userFields = [
  'id',
  'email',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'title',
  'gender',
  'phone_number',
  'program_id',
  'association_id',
  'avatar_id',
  'is_active',
  'role_id',
] as const;

export function presentUsers(
  rows: UserRow[],
  include: UserInclude[],
  related: UserRelations,
): UserOut[] {
  const wanted = new Set(include);
  const { roles: rolesById, avatars, programs, associations, evaluations } = related;
  return rows.map((row) => {
    const out: UserOut = {
      ...pick(row, userFields),
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
        ({ user_id: _, ...evaluation }) => evaluation,
      );
    }
    return out;
  });
}

export interface DirectoryUserOut {
  id: number;
  name: string;
  title: string | null;
  /** The user's program title, else their association title, else null. */
  organisation: string | null;
}

export const presentDirectoryUser = (row: DirectoryRow): DirectoryUserOut => ({
  id: row.id,
  name: row.name,
  title: row.title,
  organisation: row.program ?? row.association ?? null,
});
