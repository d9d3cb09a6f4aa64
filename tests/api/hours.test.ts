// /v1/hours through real HTTP: everyone keeps their own hours, an admin sees and books everyone's.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Hour = {
  id: number;
  employee_id: number;
  project_id: number | null;
  starts_at: string;
  ends_at: string;
  hour_type: string;
  description: string | null;
  project?: { id: number; title: string } | null;
  employee?: { id: number; name: string } | null;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/hours', target), () => {
    const gateway = useSeededGateway(target);
    let userIds: Record<keyof typeof demoEmails, number>;
    let projectId: number;

    beforeAll(async () => {
      const users = await gateway.server.database.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', Object.values(demoEmails))
        .execute();
      const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? -1;
      userIds = {
        admin: idOf(demoEmails.admin),
        editor: idOf(demoEmails.editor),
        researcher: idOf(demoEmails.researcher),
      };
      projectId = (
        await gateway.server.database.db
          .selectFrom('evaluations')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    const hour = (overrides: Record<string, unknown> = {}) => ({
      starts_at: '2026-03-02T09:00:00+01:00',
      ends_at: '2026-03-02T12:30:00+01:00',
      project_id: projectId,
      hour_type: 'meeting',
      description: 'Overleg met de studiegroep',
      ...overrides,
    });

    it('needs a signed-in user', async () => {
      expect((await gateway.v1.anonymous.get('/hours')).status).toBe(401);
      expect((await gateway.v1.anonymous.post('/hours', hour())).status).toBe(401);
    });

    it('shows users only their own hours, newest first; an admin sees everyone', async () => {
      const own = await gateway.v1.researcher.get<V1List<Hour>>('/hours?limit=100');
      expect(own.status).toBe(200);
      expect(own.body.total).toBeGreaterThan(0);
      expect(own.body.data.every((item) => item.employee_id === userIds.researcher)).toBe(true);
      const starts = own.body.data.map((item) => item.starts_at);
      expect(starts).toEqual([...starts].sort().reverse());
      expect((await gateway.v1.editor.get<V1List<Hour>>('/hours')).body.total).toBe(0);
      expect((await gateway.v1.admin.get<V1List<Hour>>('/hours?limit=1')).body.total).toBe(
        own.body.total,
      );
      const someone = own.body.data[0] as Hour;
      expect((await gateway.v1.editor.get(`/hours/${someone.id}`)).status).toBe(404);
      expect((await gateway.v1.admin.get(`/hours/${someone.id}`)).status).toBe(200);
    });

    it('filters by employee, project, type and a date range, sorts and includes project and employee', async () => {
      const all = (await gateway.v1.researcher.get<V1List<Hour>>('/hours?limit=100')).body.data;
      const day = (all[0] as Hour).starts_at.slice(0, 10);
      const oneDay = await gateway.v1.researcher.get<V1List<Hour>>(
        `/hours?filter[from]=${day}&filter[to]=${day}&sort=starts_at`,
      );
      expect(oneDay.body.total).toBeGreaterThan(0);
      expect(oneDay.body.data.every((item) => item.starts_at.slice(0, 10) === day)).toBe(true);
      const ascending = oneDay.body.data.map((item) => item.starts_at);
      expect(ascending).toEqual([...ascending].sort());
      const project = (all[0] as Hour).project_id;
      const byProject = await gateway.v1.admin.get<V1List<Hour>>(
        `/hours?filter[project_id]=${project}&filter[employee_id]=${userIds.researcher}&with[]=project&with[]=employee&limit=100`,
      );
      expect(byProject.body.data.length).toBe(
        all.filter((item) => item.project_id === project).length,
      );
      expect(byProject.body.data[0]).toMatchObject({
        project: { id: project },
        employee: { id: userIds.researcher },
      });
      const byType = await gateway.v1.researcher.get<V1List<Hour>>(
        '/hours?filter[hour_type]=meeting,travel&limit=100',
      );
      expect(byType.body.data.every((item) => ['meeting', 'travel'].includes(item.hour_type))).toBe(
        true,
      );
      const before = await gateway.v1.researcher.get<V1List<Hour>>('/hours?filter[to]=2000-01-01');
      expect(before.body.total).toBe(0);
      const bad = await gateway.v1.researcher.get('/hours?filter[from]=gisteren&sort=duur', {
        locale: 'en',
      });
      expect(bad.body).toEqual({
        message: 'The given data was invalid',
        errors: { 'filter.from': ['Invalid date (YYYY-MM-DD)'], 'sort.duur': ['Unknown sort key'] },
      });
    });

    it('books hours for the viewer by default (201), updates by PATCH, PUT and POST _method, deletes (204)', async () => {
      const created = await gateway.v1.researcher.post<{ data: Hour }>('/hours', hour());
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        employee_id: userIds.researcher,
        project_id: projectId,
        hour_type: 'meeting',
        starts_at: '2026-03-02T08:00:00.000Z',
      });
      const id = created.body.data.id;
      expect(
        (await gateway.v1.researcher.patch<{ data: Hour }>(`/hours/${id}`, { description: '' }))
          .body.data.description,
      ).toBeNull();
      const replaced = await gateway.v1.researcher.put<{ data: Hour }>(`/hours/${id}`, {
        starts_at: '2026-03-03T13:00:00Z',
        ends_at: '2026-03-03T15:00:00Z',
      });
      expect(replaced.body.data).toMatchObject({
        project_id: null,
        hour_type: 'research',
        ends_at: '2026-03-03T15:00:00.000Z',
      });
      const overridden = await gateway.v1.researcher.post<{ data: Hour }>(`/hours/${id}`, {
        _method: 'PATCH',
        hour_type: 'travel',
      });
      expect(overridden.body.data.hour_type).toBe('travel');
      expect((await gateway.v1.researcher.delete(`/hours/${id}`)).status).toBe(204);
      expect((await gateway.v1.researcher.get(`/hours/${id}`)).status).toBe(404);
    });

    it('deletes several own hours at once', async () => {
      const ids: number[] = [];
      for (const day of ['10', '11', '12'])
        ids.push(
          (
            await gateway.v1.editor.post<{ data: Hour }>(
              '/hours',
              hour({ starts_at: `2026-03-${day}T09:00:00Z`, ends_at: `2026-03-${day}T10:00:00Z` }),
            )
          ).body.data.id,
        );
      expect(
        (await gateway.v1.editor.delete(`/hours?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status,
      ).toBe(204);
      expect(
        (await gateway.v1.editor.get<V1List<Hour>>('/hours')).body.data.map((item) => item.id),
      ).toEqual([ids[2]]);
    });

    it('keeps users to their own hours: no booking, reading or changing for others; an admin may', async () => {
      expect(
        (await gateway.v1.researcher.post('/hours', hour({ employee_id: userIds.editor }))).status,
      ).toBe(403);
      const own = await gateway.v1.researcher.post<{ data: Hour }>(
        '/hours',
        hour({ employee_id: userIds.researcher }),
      );
      expect(own.status).toBe(201);
      expect(
        (
          await gateway.v1.researcher.patch(`/hours/${own.body.data.id}`, {
            employee_id: userIds.admin,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await gateway.v1.editor.patch(`/hours/${own.body.data.id}`, {
            description: 'Niet van mij',
          })
        ).status,
      ).toBe(404);
      expect((await gateway.v1.editor.delete(`/hours?ids[]=${own.body.data.id}`)).status).toBe(404);
      const booked = await gateway.v1.admin.post<{ data: Hour }>(
        '/hours',
        hour({ employee_id: userIds.editor }),
      );
      expect(booked.status).toBe(201);
      expect(booked.body.data.employee_id).toBe(userIds.editor);
      expect((await gateway.v1.editor.get(`/hours/${booked.body.data.id}`)).status).toBe(200);
      expect(
        (
          await gateway.v1.admin.patch<{ data: Hour }>(`/hours/${own.body.data.id}`, {
            description: 'Nagekeken',
          })
        ).status,
      ).toBe(200);
    });

    it('validates times, type and references in Dutch and English', async () => {
      const order = await gateway.v1.researcher.post(
        '/hours',
        hour({ ends_at: '2026-03-02T08:00:00+01:00' }),
      );
      expect(order.status).toBe(422);
      expect(order.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { ends_at: ['De einddatum moet op of na de begindatum liggen'] },
      });
      const english = await gateway.v1.researcher.post(
        '/hours',
        hour({ ends_at: '2026-03-02T09:00:00+01:00' }),
        { locale: 'en' },
      );
      expect(english.body).toEqual({
        message: 'The given data was invalid',
        errors: { ends_at: ['The end date must be on or after the start date'] },
      });
      const invalid = await gateway.v1.researcher.post('/hours', {
        starts_at: 'maandag',
        hour_type: 'koffie',
      });
      expect(invalid.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          starts_at: ['Ongeldig tijdstip'],
          ends_at: ['Verplicht'],
          hour_type: [
            'Kies een van: research, meeting, monitoring, data_management, travel, other',
          ],
        },
      });
      const unknownProject = await gateway.v1.researcher.post(
        '/hours',
        hour({ project_id: 987654 }),
        {
          locale: 'en',
        },
      );
      expect(unknownProject.body).toEqual({
        message: 'The given data was invalid',
        errors: { project_id: ['Does not exist'] },
      });
    });

    it('reads from/to as Dutch calendar days', async () => {
      // 23:30 UTC on 4 March is 00:30 on 5 March in Amsterdam.
      const late = await gateway.v1.admin.post<{ data: Hour }>(
        '/hours',
        hour({ starts_at: '2026-03-04T23:30:00Z', ends_at: '2026-03-05T01:00:00Z' }),
      );
      const on = async (day: string) =>
        (
          await gateway.v1.admin.get<V1List<Hour>>(
            `/hours?filter[from]=${day}&filter[to]=${day}&filter[employee_id]=${userIds.admin}`,
          )
        ).body.data.map((item) => item.id);
      expect(await on('2026-03-05')).toContain(late.body.data.id);
      expect(await on('2026-03-04')).not.toContain(late.body.data.id);
    });

    it('checks the order against the stored start when only the end changes', async () => {
      const created = await gateway.v1.researcher.post<{ data: Hour }>('/hours', hour());
      const earlier = await gateway.v1.researcher.patch(`/hours/${created.body.data.id}`, {
        ends_at: '2026-03-02T07:00:00Z',
      });
      expect(earlier.status).toBe(422);
      expect(earlier.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { ends_at: ['De einddatum moet op of na de begindatum liggen'] },
      });
      const later = await gateway.v1.researcher.patch<{ data: Hour }>(
        `/hours/${created.body.data.id}`,
        {
          starts_at: '2026-03-02T10:00:00Z',
        },
      );
      expect(later.status).toBe(200);
    });
  });
}
