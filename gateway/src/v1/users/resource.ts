// /v1/users: admin manages everyone; every other user reads and edits themself only (but not their
// own role, activity or e-mail address). Editors see others only as their screens do: the user
// directory (name, title, organisation) and an evaluation's people (docs/decisions.md, issue 14).
import type { Db } from '../../db/database.ts';
import { conflict, forbidden } from '../shared/http-errors.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import { presentUsers, type UserOut, userAnswer } from './presenter.ts';
import {
  createUser,
  deleteUsers,
  findUser,
  listUsers,
  loadUserRelations,
  type UserRow,
  updateUser,
} from './repository.ts';
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

async function present(db: Db, rows: UserRow[], include: UserInclude[]): Promise<UserOut[]> {
  return presentUsers(rows, include, await loadUserRelations(db, rows, include));
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
  answer: userAnswer,
  protocol: {
    filters: userFilters,
    sorts: userSorts,
    includes: userIncludes,
    defaultSort: [{ key: 'name', descending: false }],
  },
  async list(context, query) {
    const { rows, total } = await listUsers(context, query);
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne(context, id, include) {
    const row = await findUser(context, id);
    return row ? (await present(context.db, [row], include))[0] : undefined;
  },
  create: {
    body: createUserBody,
    run: ({ db }, input) => createUser(db, input),
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
      await updateUser(context.db, id, input);
    },
  },
  async remove(context, ids) {
    if (context.viewer && ids.includes(context.viewer.id)) throw conflict();
    await deleteUsers(context.db, ids);
  },
  async canWrite(context, id) {
    return context.viewer?.role === 'admin' || context.viewer?.id === id;
  },
};
