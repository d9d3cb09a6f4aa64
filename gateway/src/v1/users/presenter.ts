// The answers of /v1/users: a user row with iso timestamps and the relations asked for, and the
// directory's colleague (name, title, organisation only).
import { z } from 'zod';
import {
  answerRecord,
  fieldsOf,
  fileAnswer,
  recordId,
  timestamp,
  timestamps,
} from '../shared/answers.ts';
import { iso, pick } from '../shared/presenters.ts';
import type { DirectoryRow, UserRelations, UserRow } from './repository.ts';
import type { UserInclude } from './schema.ts';

/** A user's own columns as /v1 answers them (to admins, and to each user about themselves). */
const userColumns = {
  id: recordId,
  email: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  title: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  program_id: recordId.nullable(),
  association_id: recordId.nullable(),
  avatar_id: recordId.nullable(),
  is_active: z.boolean(),
  role_id: recordId.nullable(),
};

const titled = z.object({ id: recordId, title: z.string() });

export const userAnswer = answerRecord('User', {
  ...userColumns,
  activated_at: timestamp.nullable(),
  last_login_at: timestamp.nullable(),
  ...timestamps,
  /** with[]=role */
  role: z.object({ id: recordId, name: z.string() }).nullable().optional(),
  /** with[]=avatar */
  avatar: fileAnswer.nullable().optional(),
  /** with[]=program */
  program: titled.nullable().optional(),
  /** with[]=association */
  association: titled.nullable().optional(),
  /** with[]=evaluations: the evaluations the user takes part in, with their part */
  evaluations: z
    .array(
      z.object({
        id: recordId,
        title: z.string(),
        slug: z.string().nullable(),
        status: z.string(),
        contact_function: z.string(),
      }),
    )
    .optional(),
});
export type UserOut = z.infer<typeof userAnswer>;

export function presentUsers(
  rows: UserRow[],
  include: UserInclude[],
  related: UserRelations,
): UserOut[] {
  const wanted = new Set(include);
  const { roles: rolesById, avatars, programs, associations, evaluations } = related;
  return rows.map((row) => {
    const out: UserOut = {
      ...pick(row, fieldsOf(userColumns)),
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
      out.evaluations = (evaluations.get(row.id) ?? []).map((evaluation) =>
        pick(evaluation, ['id', 'title', 'slug', 'status', 'contact_function']),
      );
    }
    return out;
  });
}

export const directoryUserAnswer = answerRecord('DirectoryUser', {
  id: recordId,
  name: z.string(),
  title: z.string().nullable(),
  /** The user's program title, else their association title, else null. */
  organisation: z.string().nullable(),
});
export type DirectoryUserOut = z.infer<typeof directoryUserAnswer>;

export const presentDirectoryUser = (row: DirectoryRow): DirectoryUserOut => ({
  id: row.id,
  name: row.name,
  title: row.title,
  organisation: row.program ?? row.association ?? null,
});
