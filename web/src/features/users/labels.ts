// Value -> catalogue key maps of a user's role, academic title, form of address and activity, so
// every users screen names a value the same way.
import type { Gender, Role, UserTitle } from '../../gql/graphql.ts';
import type { UsersMessageKey } from './messages/index.ts';

export const roleValues = ['ADMIN', 'EDITOR', 'RESEARCHER'] as const satisfies readonly Role[];
export const titleValues = ['DR', 'DRS', 'PROF_DR'] as const satisfies readonly UserTitle[];
export const genderValues = ['MALE', 'FEMALE'] as const satisfies readonly Gender[];

const roleKeys: Record<Role, UsersMessageKey> = {
  ADMIN: 'users.role.admin',
  EDITOR: 'users.role.editor',
  RESEARCHER: 'users.role.researcher',
};
const titleKeys: Record<UserTitle, UsersMessageKey> = {
  DR: 'users.title.dr',
  DRS: 'users.title.drs',
  PROF_DR: 'users.title.profDr',
};
const genderKeys: Record<Gender, UsersMessageKey> = {
  MALE: 'users.gender.male',
  FEMALE: 'users.gender.female',
};

export const roleLabel = (role: Role | null | undefined): UsersMessageKey =>
  role ? roleKeys[role] : 'users.role.none';
export const titleLabel = (title: UserTitle): UsersMessageKey => titleKeys[title];
export const genderLabel = (gender: Gender): UsersMessageKey => genderKeys[gender];
export const activeLabel = (active: boolean): UsersMessageKey =>
  active ? 'users.active.yes' : 'users.active.no';
