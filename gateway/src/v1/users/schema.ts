// Request bodies and list protocol of /v1/users, and the query of GET /v1/users/directory.
import { z } from 'zod';
import { genders, roles, userTitles } from '../../domain/enums.ts';
import { booleanish, email, id, name, oneOrMany, optionalText } from '../shared/rules.ts';

/** The role as a name, or as the spec's object with an id (or name). */
const role = z
  .union([
    z.enum(roles),
    z
      .object({ id: id.optional(), name: z.enum(roles).optional() })
      .refine((value) => value.id !== undefined || value.name !== undefined, {
        error: 'validation.required',
      }),
  ])
  .nullable();

const fields = {
  email,
  name: optionalText(200),
  first_name: name.max(100).nullish(),
  /** Dutch "tussenvoegsel" (van, de, van der, 't): letters, spaces and apostrophes. */
  middle_name: z
    .string()
    .trim()
    .max(50)
    .regex(/^[\p{L}' ]*$/u, { error: 'validation.name' })
    .nullish(),
  last_name: name.max(100).nullish(),
  title: z.enum(userTitles).nullish(),
  gender: z.enum(genders).nullish(),
  phone_number: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[\d\s()-]*$/, { error: 'validation.number' })
    .nullish(),
  program_id: id.nullish(),
  association_id: id.nullish(),
  avatar_id: id.nullish(),
  is_active: booleanish,
  role,
};

export const createUserBody = z
  .strictObject({
    ...fields,
    is_active: fields.is_active.default(true),
    role: fields.role.default('researcher'),
  })
  .refine((value) => value.name || value.first_name || value.last_name, {
    path: ['name'],
    error: 'validation.required',
  });
export const updateUserBody = z.strictObject(fields).partial();

export type CreateUser = z.infer<typeof createUserBody>;
export type UpdateUser = z.infer<typeof updateUserBody>;

export const userFilters = {
  /** Only the signed-in user: `GET /v1/users?filter[current]=true&with[]=role`. */
  current: booleanish,
  search: z.string().trim().max(200),
  role: oneOrMany(z.enum(roles)),
  is_active: booleanish,
  program_id: oneOrMany(id),
  association_id: oneOrMany(id),
  ids: oneOrMany(id),
};
export type UserFilters = { [K in keyof typeof userFilters]: z.infer<(typeof userFilters)[K]> };

export const userSorts = [
  'name',
  'email',
  'created_at',
  'updated_at',
  'last_login_at',
  'id',
] as const;
export type UserSort = (typeof userSorts)[number];

export const userIncludes = ['role', 'program', 'association', 'avatar', 'evaluations'] as const;
export type UserInclude = (typeof userIncludes)[number];

export const DIRECTORY_MAX_LIMIT = 20;
export const DIRECTORY_DEFAULT_LIMIT = 10;
export const DIRECTORY_MIN_SEARCH = 2;

export const directoryQuery = z.strictObject({
  filter: z.preprocess(
    (value) => value ?? {},
    z.strictObject({
      search: z.string().trim().min(DIRECTORY_MIN_SEARCH).max(100),
    }),
  ),
  // Larger limits are capped rather than refused: the directory is a suggestion list.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((limit) => Math.min(limit, DIRECTORY_MAX_LIMIT))
    .default(DIRECTORY_DEFAULT_LIMIT),
});
