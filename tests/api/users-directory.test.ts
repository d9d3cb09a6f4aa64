// GET /v1/users/directory through real HTTP: any signed-in user finds active colleagues by name
// and sees nothing but id, name, title and organisation; visitors are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

interface DirectoryAnswer {
  data: Record<string, unknown>[];
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GET /v1/users/directory', target),
    () => {
      const gateway = useSeededGateway(target);
      let program: { id: number; title: string };
      let association: { id: number; title: string };

      beforeAll(async () => {
        const { db } = gateway.server.database;
        program = await db
          .selectFrom('programs')
          .select(['id', 'title'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        association = await db
          .selectFrom('associations')
          .select(['id', 'title'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const person = (
          first: string,
          last: string,
          extra: Record<string, unknown> = {},
        ): Record<string, unknown> => ({
          email: `${first}.${last}@directory.example.org`.toLowerCase(),
          name: `${first} ${last}`,
          first_name: first,
          last_name: last,
          phone_number: '0301234567',
          ...extra,
        });
        await db
          .insertInto('users')
          .values([
            person('Quirine', 'Zandvliet', {
              title: 'prof. dr.',
              program_id: program.id,
              association_id: association.id,
            }),
            person('Quinten', 'Zandvliet', { association_id: association.id }),
            person('Quincy', 'Zandvliet', { title: 'drs.' }),
            person('Quirijn', 'Zandvliet', { is_active: false }),
            ...Array.from({ length: 24 }, (_, index) =>
              person('Xander', `Kwartelkoning${String(index).padStart(2, '0')}`),
            ),
          ] as never)
          .execute();
      });

      it('answers only id, name, title and organisation of active users, by name', async () => {
        const response = await gateway.v1.researcher.get<DirectoryAnswer>(
          '/users/directory?filter[search]=zandvliet',
        );
        expect(response.status).toBe(200);
        expect(response.body.data.map((user) => Object.keys(user).sort())).toEqual(
          Array(3).fill(['id', 'name', 'organisation', 'title']),
        );
        expect(response.body.data.map(({ id: _, ...user }) => user)).toEqual([
          { name: 'Quincy Zandvliet', title: 'drs.', organisation: null },
          { name: 'Quinten Zandvliet', title: null, organisation: association.title },
          // A program wins over an association.
          { name: 'Quirine Zandvliet', title: 'prof. dr.', organisation: program.title },
        ]);
        expect(JSON.stringify(response.body)).not.toMatch(/@|0301234567|researcher|is_active/);
      });

      it('leaves inactive accounts out', async () => {
        const response = await gateway.v1.editor.get<DirectoryAnswer>(
          '/users/directory?filter[search]=Quirijn',
        );
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual([]);
      });

      it('matches every word against the name and the first and last name, ignoring accents', async () => {
        const response = await gateway.v1.researcher.get<DirectoryAnswer>(
          `/users/directory?filter[search]=${encodeURIComponent('zänd QUIR')}`,
        );
        expect(response.body.data.map((user) => user.name)).toEqual(['Quirine Zandvliet']);
      });

      it('refuses visitors with 401', async () => {
        const response = await gateway.v1.anonymous.get(
          '/users/directory?filter[search]=zandvliet',
        );
        expect(response.status).toBe(401);
      });

      it('needs at least two characters of search', async () => {
        const short = await gateway.v1.researcher.get('/users/directory?filter[search]=z');
        expect(short.status).toBe(422);
        expect(short.body).toMatchObject({ errors: { 'filter.search': ['Minimaal 2 tekens'] } });
        const missing = await gateway.v1.researcher.get('/users/directory', { locale: 'en' });
        expect(missing.status).toBe(422);
        expect(missing.body).toMatchObject({ errors: { 'filter.search': ['Required'] } });
        const unknown = await gateway.v1.researcher.get(
          '/users/directory?filter[search]=zand&filter[role]=x',
        );
        expect(unknown.status).toBe(422);
      });

      it('answers ten by default and caps the limit at twenty', async () => {
        const byDefault = await gateway.v1.researcher.get<DirectoryAnswer>(
          '/users/directory?filter[search]=kwartelkoning',
        );
        expect(byDefault.body.data).toHaveLength(10);
        const capped = await gateway.v1.researcher.get<DirectoryAnswer>(
          '/users/directory?filter[search]=kwartelkoning&limit=500',
        );
        expect(capped.status).toBe(200);
        expect(capped.body.data).toHaveLength(20);
        expect(capped.body.data[0]?.name).toBe('Xander Kwartelkoning00');
        const three = await gateway.v1.researcher.get<DirectoryAnswer>(
          '/users/directory?filter[search]=kwartelkoning&limit=3',
        );
        expect(three.body.data).toHaveLength(3);
        expect(
          (await gateway.v1.researcher.get('/users/directory?filter[search]=zand&limit=0')).status,
        ).toBe(422);
      });
    },
  );
}
