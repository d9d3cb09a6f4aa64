// GraphQL create/update/delete of staff accounts (/v1/users) against a real gateway: answers hold
// the written values with role, program, association and avatar, /v1 shows the same, and /v1's
// rules (admin only, users edit themselves but not their role, no self-delete) pass through.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { currentUserId, firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown> & { id: string };

const USER = `id email name firstName middleName lastName title gender phoneNumber isActive
  programId associationId avatarId role { name } program { id title } association { id title }
  avatar { id url mimeType }`;
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) { ${USER} } }`;
const DELETE = 'mutation ($id: ID!) { deleteUser(id: $id) }';
const DELETE_MANY = 'mutation ($ids: [ID!]!) { deleteUsers(ids: $ids) }';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: users', target),
    () => {
      const gateway = useSeededGateway(target);
      let programId: string;
      let associationId: string;
      let counter = 0;

      const create = async (input: Record<string, unknown> = {}) => {
        counter += 1;
        const answer = await gateway.graphql.admin<{ createUser: Row }>(CREATE, {
          input: { email: `nieuw${counter}@example.org`, lastName: `Nieuw${counter}`, ...input },
        });
        return dataOf(answer).createUser;
      };

      beforeAll(async () => {
        programId = await firstId(gateway.v1.admin, '/programs?sort=id');
        associationId = await firstId(gateway.v1.admin, '/associations?sort=id');
      });

      it('createUser answers the account with its role, program and association; /v1 holds the same', async () => {
        const user = await create({
          email: 'Sanne.deVries@Example.org',
          firstName: 'Sanne',
          middleName: 'de',
          lastName: 'Vries',
          title: 'PROF_DR',
          gender: 'FEMALE',
          phoneNumber: '+31 6 12345678',
          role: 'EDITOR',
          programId,
          associationId,
        });
        expect(user).toMatchObject({
          email: 'sanne.devries@example.org',
          name: 'Sanne de Vries',
          firstName: 'Sanne',
          middleName: 'de',
          lastName: 'Vries',
          title: 'PROF_DR',
          gender: 'FEMALE',
          phoneNumber: '+31 6 12345678',
          isActive: true,
          role: { name: 'EDITOR' },
          programId,
          program: { id: programId },
          associationId,
          association: { id: associationId },
          avatar: null,
        });
        expect(
          await v1Data(gateway.v1.admin, `/users/${user.id}?with[]=role&with[]=program`),
        ).toMatchObject({
          email: 'sanne.devries@example.org',
          title: 'prof. dr.',
          gender: 'female',
          role: { name: 'editor' },
          program_id: Number(programId),
          association_id: Number(associationId),
        });
      });

      it('updateUser changes the given fields, removes the role with null and links an avatar', async () => {
        const user = await create({ role: 'EDITOR', phoneNumber: '010 1234567', programId });
        const avatar = await upload(gateway.v1.admin);
        const updated = dataOf(
          await gateway.graphql.admin<{ updateUser: Row }>(UPDATE, {
            id: user.id,
            input: {
              role: null,
              isActive: false,
              phoneNumber: null,
              programId: null,
              avatarId: avatar.id,
            },
          }),
        ).updateUser;
        expect(updated).toMatchObject({
          id: user.id,
          email: user.email,
          role: null,
          isActive: false,
          phoneNumber: null,
          programId: null,
          program: null,
          avatarId: avatar.id,
          avatar: { id: avatar.id, url: avatar.url, mimeType: 'image/png' },
        });
        expect(await v1Data(gateway.v1.admin, `/users/${user.id}?with[]=role`)).toMatchObject({
          role: null,
          role_id: null,
          is_active: false,
          phone_number: null,
          program_id: null,
          avatar_id: Number(avatar.id),
        });
      });

      it('lets users edit themselves, but not their role or e-mail, nor anyone else', async () => {
        const me = await currentUserId(gateway.v1.researcher);
        const own = dataOf(
          await gateway.graphql.researcher<{ updateUser: Row }>(UPDATE, {
            id: me,
            input: { phoneNumber: '06 87654321' },
          }),
        ).updateUser;
        expect(own).toMatchObject({
          id: me,
          phoneNumber: '06 87654321',
          role: { name: 'RESEARCHER' },
        });
        expect((await v1Data(gateway.v1.admin, `/users/${me}`)).phone_number).toBe('06 87654321');

        const before = await v1Data(gateway.v1.admin, `/users/${me}`);
        expectError(
          await gateway.graphql.researcher(UPDATE, { id: me, input: { role: 'ADMIN' } }),
          'FORBIDDEN',
        );
        expectError(
          await gateway.graphql.researcher(UPDATE, {
            id: me,
            input: { email: 'ander@example.org' },
          }),
          'FORBIDDEN',
        );
        const other = await create();
        const otherBefore = await v1Data(gateway.v1.admin, `/users/${other.id}`);
        // Researchers only ever see themselves: someone else is not found rather than forbidden.
        expectError(
          await gateway.graphql.researcher(UPDATE, { id: other.id, input: { phoneNumber: '1' } }),
          'NOT_FOUND',
        );
        expectError(
          await gateway.graphql.researcher(CREATE, {
            input: { email: 'x@example.org', name: 'X' },
          }),
          'FORBIDDEN',
        );
        expectError(await gateway.graphql.editor(DELETE, { id: other.id }), 'FORBIDDEN');
        expectError(
          await gateway.graphql.anonymous(UPDATE, { id: me, input: { phoneNumber: '1' } }),
          'UNAUTHENTICATED',
        );
        expect(await v1Data(gateway.v1.admin, `/users/${me}`)).toEqual(before);
        expect(await v1Data(gateway.v1.admin, `/users/${other.id}`)).toEqual(otherBefore);
      });

      it('passes validation through in both languages and changes nothing', async () => {
        const user = await create({ firstName: 'Anna' });
        const before = await v1Data(gateway.v1.admin, `/users/${user.id}`);
        const input = {
          email: demoEmails.admin,
          firstName: 'Jan Willem',
          phoneNumber: 'bel me',
        };
        const nl = fieldErrors(await gateway.graphql.admin(UPDATE, { id: user.id, input }));
        const en = fieldErrors(
          await gateway.graphql.admin(UPDATE, { id: user.id, input }, { locale: 'en' }),
        );
        const v1 = await gateway.v1.admin.patch<{ errors: Record<string, string[]> }>(
          `/users/${user.id}`,
          { email: demoEmails.admin, first_name: 'Jan Willem', phone_number: 'bel me' },
          { locale: 'en' },
        );
        expect(Object.keys(nl).sort()).toEqual(Object.keys(v1.body.errors).map(camel).sort());
        expect(nl.firstName).toEqual(['Ongeldige naam']);
        expect(en.firstName).toEqual(['Invalid name']);
        expect(en.phoneNumber).toEqual(v1.body.errors.phone_number);
        expect(await v1Data(gateway.v1.admin, `/users/${user.id}`)).toEqual(before);

        const taken = fieldErrors(
          await gateway.graphql.admin(UPDATE, {
            id: user.id,
            input: { email: demoEmails.editor },
          }),
        );
        expect(taken).toEqual({ email: ['Is al in gebruik'] });
        const nameless = fieldErrors(
          await gateway.graphql.admin(CREATE, { input: { email: 'naamloos@example.org' } }),
        );
        expect(nameless).toEqual({ name: ['Verplicht'] });
        expectError(
          await gateway.graphql.admin(UPDATE, { id: '987654', input: { name: 'x' } }),
          'NOT_FOUND',
        );
      });

      it('deleteUser and deleteUsers answer true and /v1 then answers 404; an admin cannot delete themself', async () => {
        const [one, two, three] = [await create(), await create(), await create()];
        if (!one || !two || !three) throw new Error('not created');
        expect(dataOf(await gateway.graphql.admin(DELETE, { id: one.id }))).toEqual({
          deleteUser: true,
        });
        expect(await v1Status(gateway.v1.admin, `/users/${one.id}`)).toBe(404);
        expect(
          dataOf(await gateway.graphql.admin(DELETE_MANY, { ids: [two.id, three.id] })),
        ).toEqual({
          deleteUsers: true,
        });
        expect(await v1Status(gateway.v1.admin, `/users/${two.id}`)).toBe(404);
        expect(await v1Status(gateway.v1.admin, `/users/${three.id}`)).toBe(404);

        const admin = await currentUserId(gateway.v1.admin);
        expectError(await gateway.graphql.admin(DELETE, { id: admin }), 'CONFLICT');
        expect(await v1Status(gateway.v1.admin, `/users/${admin}`)).toBe(200);
        expectError(await gateway.graphql.admin(DELETE, { id: '987654' }), 'NOT_FOUND');
      });
    },
  );
}

const camel = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
