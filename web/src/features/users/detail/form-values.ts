// The user form's values: the zod schema of the browser-side rules (the same patterns as
// /v1/users and the shared rule set; the server checks them all again, plus the e-mail's
// uniqueness), the values of a loaded user, and the input of createUser / the changed fields as
// updateUser's input.
import { z } from 'zod';
import { namePattern } from '../../../../../schema/rules/patterns.ts';
import { email } from '../../../../../schema/rules/schemas.ts';
import { storedFile } from '../../../components/file-upload/stored-file.ts';
import { storedFileSchema } from '../../../components/form/stored-file-schema.ts';
import type {
  CreateUserInput,
  Gender,
  Role,
  UpdateUserInput,
  UserForm_UserFragment,
  UserTitle,
} from '../../../gql/graphql.ts';
import { genderValues, roleValues, titleValues } from '../labels.ts';

/** A name part: letters, digits and hyphens, or empty (/v1's `name` rule). */
const namePart = z
  .string()
  .trim()
  .max(100)
  .refine((value) => value === '' || namePattern.test(value), { error: 'validation.name' });

export const userSchema = z
  .object({
    email,
    firstName: namePart,
    /** Dutch "tussenvoegsel" (van, de, van der, 't): letters, spaces and apostrophes. */
    middleName: z
      .string()
      .trim()
      .max(50)
      .regex(/^[\p{L}' ]*$/u, { error: 'validation.name' }),
    lastName: namePart,
    title: z.enum(titleValues).nullable(),
    gender: z.enum(genderValues).nullable(),
    phoneNumber: z
      .string()
      .trim()
      .max(30)
      .regex(/^\+?[\d\s()-]*$/, { error: 'validation.number' }),
    role: z.enum(roleValues),
    isActive: z.boolean(),
    programId: z.string().nullable(),
    associationId: z.string().nullable(),
    avatar: storedFileSchema,
  })
  // createUser needs a name: a first or a last name.
  .refine((value) => value.firstName !== '' || value.lastName !== '', {
    path: ['lastName'],
    error: 'validation.required',
  });

export type UserValues = z.input<typeof userSchema>;

export const newUserValues: UserValues = {
  email: '',
  firstName: '',
  middleName: '',
  lastName: '',
  title: null,
  gender: null,
  phoneNumber: '',
  role: 'RESEARCHER',
  isActive: true,
  programId: null,
  associationId: null,
  avatar: null,
};

export function toFormValues(user: UserForm_UserFragment): UserValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    title: user.title ?? null,
    gender: user.gender ?? null,
    phoneNumber: user.phoneNumber ?? '',
    role: user.role?.name ?? 'RESEARCHER',
    isActive: user.isActive,
    programId: user.programId ?? null,
    associationId: user.associationId ?? null,
    avatar: storedFile(user.avatar),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The full name the server stores beside the parts ("Jan van der Berg"). */
export const fullName = (values: Pick<UserValues, 'firstName' | 'middleName' | 'lastName'>) =>
  [values.firstName, values.middleName, values.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export function toCreateInput(values: UserValues): CreateUserInput {
  return {
    email: values.email.trim(),
    name: fullName(values),
    firstName: orNull(values.firstName),
    middleName: orNull(values.middleName),
    lastName: orNull(values.lastName),
    title: values.title as UserTitle | null,
    gender: values.gender as Gender | null,
    phoneNumber: orNull(values.phoneNumber),
    role: values.role as Role,
    isActive: values.isActive,
    programId: values.programId,
    associationId: values.associationId,
    avatarId: values.avatar?.id ?? null,
  };
}

/** The fields that may be read-only for the one editing (their own role, activity, e-mail). */
export type LockableField = 'role' | 'isActive' | 'email';

const nameFields = ['firstName', 'middleName', 'lastName'] as const;

/**
 * Only the changed fields. A changed name part sends all three with the full name (the server
 * derives the name from the parts it is given). Fields the editor may not change (see
 * edit-rights.ts) are left out.
 */
export function changedInput(
  saved: UserValues,
  values: UserValues,
  locked: readonly LockableField[] = [],
): UpdateUserInput {
  const all = toCreateInput(values);
  const before = toCreateInput(saved);
  const input: UpdateUserInput = {};
  const keys = [
    'email',
    'title',
    'gender',
    'phoneNumber',
    'role',
    'isActive',
    'programId',
    'associationId',
    'avatarId',
  ] as const;
  for (const key of keys) {
    if (all[key] !== before[key]) Object.assign(input, { [key]: all[key] });
  }
  if (nameFields.some((key) => all[key] !== before[key])) {
    for (const key of nameFields) input[key] = all[key];
    input.name = all.name;
  }
  for (const field of locked) delete input[field];
  return input;
}
