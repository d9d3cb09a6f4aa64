// /v1/users through real HTTP: the current user, who sees whom, self-service limits, admin writes.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { apiClient } from '../support/api-server.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type User = Record<string, unknown> & { id: number; email: string; name: string };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/users', target), () => {
    const gateway = useSeededGateway(target);

    it('answers the current user with the role as an object', async () => {
      const response = await gateway.v1.researcher.get<V1List<User>>(
        '/users?filter[current]=true&with[]=role',
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]).toMatchObject({
        email: demoEmails.researcher,
        role: { name: 'researcher' },
      });
      expect(response.body.data[0]).not.toHaveProperty('password_hash');
      const adminSelf = await gateway.v1.admin.get<V1List<User>>(
        '/users?filter[current]=1&with[]=role',
      );
      expect(adminSelf.body.data[0]).toMatchObject({
        email: demoEmails.admin,
        role: { name: 'admin' },
      });
    });

    it('needs a signed-in user', async () => {
      expect((await gateway.v1.anonymous.get('/users?filter[current]=true')).status).toBe(401);
    });

    it('shows a researcher and an editor only themself; an admin everyone', async () => {
      expect((await gateway.v1.researcher.get<V1List<User>>('/users')).body.total).toBe(1);
      const all = await gateway.v1.admin.get<V1List<User>>('/users?limit=1');
      expect(all.body.total).toBeGreaterThan(30);
      // The users screens are the admin's (spec section 6): an editor's screens show colleagues
      // only through the directory and an evaluation's people (tests/api/personal-data.test.ts).
      expect(
        (await gateway.v1.editor.get<V1List<User>>('/users?limit=100')).body.data,
      ).toMatchObject([{ email: demoEmails.editor }]);
      const someoneElse = (await gateway.v1.admin.get<V1List<User>>('/users?filter[search]=editor'))
        .body.data[0] as User;
      expect((await gateway.v1.researcher.get(`/users/${someoneElse.id}`)).status).toBe(404);
    });

    it('filters by role and search, with the role and evaluations included', async () => {
      const researchers = await gateway.v1.admin.get<V1List<User>>(
        '/users?filter[role]=researcher&with[]=role&with[]=evaluations&limit=100',
      );
      expect(
        researchers.body.data.every(
          (user) => (user.role as { name: string }).name === 'researcher',
        ),
      ).toBe(true);
      expect(researchers.body.data.some((user) => (user.evaluations as unknown[]).length > 0)).toBe(
        true,
      );
    });

    it('lets users edit their own profile but not their role, activity or e-mail', async () => {
      const self = (await gateway.v1.researcher.get<V1List<User>>('/users?filter[current]=true'))
        .body.data[0] as User;
      const patched = await gateway.v1.researcher.patch<{ data: User }>(`/users/${self.id}`, {
        phone_number: '06-12345678',
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data.phone_number).toBe('06-12345678');
      expect(
        (await gateway.v1.researcher.patch(`/users/${self.id}`, { role: 'admin' })).status,
      ).toBe(403);
      expect(
        (await gateway.v1.researcher.patch(`/users/${self.id}`, { is_active: false })).status,
      ).toBe(403);
      const other = (await gateway.v1.admin.get<V1List<User>>('/users?filter[role]=editor')).body
        .data[0] as User;
      expect(
        (await gateway.v1.editor.patch(`/users/${other.id}`, { phone_number: '010-1234567' }))
          .status,
      ).toBe(other.email === demoEmails.editor ? 200 : 404);
    });

    it('lets an admin create, update and delete users, with validated fields', async () => {
      const invalid = await gateway.v1.admin.post('/users', {
        email: 'geen-adres',
        first_name: 'Jan Willem!',
        role: 'koning',
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({
        errors: { email: ['Ongeldige email'], first_name: ['Ongeldige naam'] },
      });
      const created = await gateway.v1.admin.post<{ data: User }>('/users', {
        email: 'N.deJong@Example.org',
        first_name: 'Noor',
        middle_name: 'de',
        last_name: 'Jong',
        title: 'drs.',
        gender: 'female',
        role: { name: 'editor' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        email: 'n.dejong@example.org',
        name: 'Noor de Jong',
        is_active: true,
      });
      const duplicate = await gateway.v1.admin.post('/users', {
        email: 'n.dejong@example.org',
        name: 'Dubbel',
      });
      expect(duplicate.body).toMatchObject({ errors: { email: ['Is al in gebruik'] } });
      const deactivated = await gateway.v1.admin.patch<{ data: User }>(
        `/users/${created.body.data.id}`,
        {
          is_active: false,
        },
      );
      expect(deactivated.body.data.is_active).toBe(false);
      expect(
        (await gateway.v1.editor.post('/users', { email: 'x@example.org', name: 'X' })).status,
      ).toBe(403);
      expect((await gateway.v1.admin.delete(`/users/${created.body.data.id}`)).status).toBe(204);
    });

    it('refuses to let an admin delete or demote themself', async () => {
      const self = (await gateway.v1.admin.get<V1List<User>>('/users?filter[current]=true')).body
        .data[0] as User;
      expect((await gateway.v1.admin.delete(`/users/${self.id}`)).status).toBe(409);
      expect((await gateway.v1.admin.patch(`/users/${self.id}`, { role: 'editor' })).status).toBe(
        409,
      );
    });

    it('stops a deactivated user at once: their token answers 401', async () => {
      const created = await gateway.v1.admin.post<{ data: User }>('/users', {
        email: 'tijdelijk@example.org',
        name: 'Tijdelijk',
      });
      expect(created.status).toBe(201);
      // Without a password the account cannot log in (activation sets one).
      expect(
        (
          await gateway.v1.anonymous.post('/auth/login', {
            email: 'tijdelijk@example.org',
            password: 'Wat-dan-00',
          })
        ).status,
      ).toBe(401);
      await gateway.server.database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword('Tijdelijk-2026!') })
        .where('id', '=', created.body.data.id)
        .execute();
      const session = await gateway.v1.anonymous.post<{ access_token: string }>('/auth/login', {
        email: 'tijdelijk@example.org',
        password: 'Tijdelijk-2026!',
      });
      expect(session.status).toBe(200);
      const temporary = apiClient(gateway.server.baseUrl, { token: session.body.access_token });
      expect((await temporary.get('/users?filter[current]=true')).status).toBe(200);
      expect(
        (await gateway.v1.admin.patch(`/users/${created.body.data.id}`, { is_active: false }))
          .status,
      ).toBe(200);
      expect((await temporary.get('/users?filter[current]=true')).status).toBe(401);
      expect(
        (
          await gateway.v1.anonymous.post('/auth/login', {
            email: 'tijdelijk@example.org',
            password: 'Tijdelijk-2026!',
          })
        ).status,
      ).toBe(403);
    });
  });
}
