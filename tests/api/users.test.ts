// /v1/users through real HTTP: the current user, who sees whom, self-service limits, admin writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../helpers/api-server.ts';

type User = Record<string, unknown> & { id: number; email: string; name: string };
type List = { data: User[]; total: number };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/users', target), () => {
    let server: ApiServer;
    let visitor: ReturnType<typeof apiClient>;
    let admin: ReturnType<typeof apiClient>;
    let editor: ReturnType<typeof apiClient>;
    let researcher: ReturnType<typeof apiClient>;

    beforeAll(async () => {
      server = await startApiServer(target, { seed: true });
      visitor = apiClient(server.baseUrl);
      admin = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'admin') });
      editor = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'editor') });
      researcher = apiClient(server.baseUrl, {
        token: await loginAs(server.baseUrl, 'researcher'),
      });
    });
    afterAll(() => server?.close());

    it('answers the current user with the role as an object', async () => {
      const response = await researcher.get<List>('/users?filter[current]=true&with[]=role');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]).toMatchObject({
        email: 'researcher@example.org',
        role: { name: 'researcher' },
      });
      expect(response.body.data[0]).not.toHaveProperty('password_hash');
      const adminSelf = await admin.get<List>('/users?filter[current]=1&with[]=role');
      expect(adminSelf.body.data[0]).toMatchObject({
        email: 'admin@example.org',
        role: { name: 'admin' },
      });
    });

    it('needs a signed-in user', async () => {
      expect((await visitor.get('/users?filter[current]=true')).status).toBe(401);
    });

    it('shows a researcher and an editor only themself; an admin everyone', async () => {
      expect((await researcher.get<List>('/users')).body.total).toBe(1);
      const all = await admin.get<List>('/users?limit=1');
      expect(all.body.total).toBeGreaterThan(30);
      // The users screens are the admin's (spec section 6): an editor's screens show colleagues
      // only through the directory and an evaluation's people (tests/api/personal-data.test.ts).
      expect((await editor.get<List>('/users?limit=100')).body.data).toMatchObject([
        { email: 'editor@example.org' },
      ]);
      const someoneElse = (await admin.get<List>('/users?filter[search]=editor')).body
        .data[0] as User;
      expect((await researcher.get(`/users/${someoneElse.id}`)).status).toBe(404);
    });

    it('filters by role and search, with the role and evaluations included', async () => {
      const researchers = await admin.get<List>(
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
      const self = (await researcher.get<List>('/users?filter[current]=true')).body.data[0] as User;
      const patched = await researcher.patch<{ data: User }>(`/users/${self.id}`, {
        phone_number: '06-12345678',
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data.phone_number).toBe('06-12345678');
      expect((await researcher.patch(`/users/${self.id}`, { role: 'admin' })).status).toBe(403);
      expect((await researcher.patch(`/users/${self.id}`, { is_active: false })).status).toBe(403);
      const other = (await admin.get<List>('/users?filter[role]=editor')).body.data[0] as User;
      expect(
        (await editor.patch(`/users/${other.id}`, { phone_number: '010-1234567' })).status,
      ).toBe(other.email === 'editor@example.org' ? 200 : 404);
    });

    it('lets an admin create, update and delete users, with validated fields', async () => {
      const invalid = await admin.post('/users', {
        email: 'geen-adres',
        first_name: 'Jan Willem!',
        role: 'koning',
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({
        errors: { email: ['Ongeldige email'], first_name: ['Ongeldige naam'] },
      });
      const created = await admin.post<{ data: User }>('/users', {
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
      const duplicate = await admin.post('/users', {
        email: 'n.dejong@example.org',
        name: 'Dubbel',
      });
      expect(duplicate.body).toMatchObject({ errors: { email: ['Is al in gebruik'] } });
      const deactivated = await admin.patch<{ data: User }>(`/users/${created.body.data.id}`, {
        is_active: false,
      });
      expect(deactivated.body.data.is_active).toBe(false);
      expect((await editor.post('/users', { email: 'x@example.org', name: 'X' })).status).toBe(403);
      expect((await admin.delete(`/users/${created.body.data.id}`)).status).toBe(204);
    });

    it('refuses to let an admin delete or demote themself', async () => {
      const self = (await admin.get<List>('/users?filter[current]=true')).body.data[0] as User;
      expect((await admin.delete(`/users/${self.id}`)).status).toBe(409);
      expect((await admin.patch(`/users/${self.id}`, { role: 'editor' })).status).toBe(409);
    });

    it('stops a deactivated user at once: their token answers 401', async () => {
      const created = await admin.post<{ data: User }>('/users', {
        email: 'tijdelijk@example.org',
        name: 'Tijdelijk',
      });
      expect(created.status).toBe(201);
      // Without a password the account cannot log in (activation sets one).
      expect(
        (
          await visitor.post('/auth/login', {
            email: 'tijdelijk@example.org',
            password: 'Wat-dan-00',
          })
        ).status,
      ).toBe(401);
      await server.database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword('Tijdelijk-2026!') })
        .where('id', '=', created.body.data.id)
        .execute();
      const token = await loginAs(server.baseUrl, 'admin', 'Zorg-Demo-2026');
      const session = await visitor.post<{ access_token: string }>('/auth/login', {
        email: 'tijdelijk@example.org',
        password: 'Tijdelijk-2026!',
      });
      expect(session.status).toBe(200);
      const temporary = apiClient(server.baseUrl, { token: session.body.access_token });
      expect((await temporary.get('/users?filter[current]=true')).status).toBe(200);
      expect(
        (await admin.patch(`/users/${created.body.data.id}`, { is_active: false }, { token }))
          .status,
      ).toBe(200);
      expect((await temporary.get('/users?filter[current]=true')).status).toBe(401);
      expect(
        (
          await visitor.post('/auth/login', {
            email: 'tijdelijk@example.org',
            password: 'Tijdelijk-2026!',
          })
        ).status,
      ).toBe(403);
    });
  });
}
