// /v1/data (inclusion data) through real HTTP: what visitors see on the monitor, filters, sorting
// and the write protocol (validation and record rules: inclusion-data-rules.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { allCenterIds } from '../support/demo-content.ts';
import { expectDutchOrder } from '../support/dutch-order.ts';
import { type InclusionData as Data, researcherEvaluations } from '../support/inclusion-data.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/data', target), () => {
    const gateway = useSeededGateway(target);
    /** An evaluation the demo researcher does not take part in. */
    let otherEvaluation: number;
    let centerIds: number[];

    beforeAll(async () => {
      const { db } = gateway.server.database;
      otherEvaluation = (await researcherEvaluations(db)).other;
      centerIds = await allCenterIds(db);
    });

    it('shows visitors only rows of published evaluations visible on the inclusion monitor', async () => {
      const { db } = gateway.server.database;
      const publicRows = await gateway.v1.anonymous.get<V1List<Data>>(
        '/data?with[]=evaluation&limit=100',
      );
      expect(publicRows.status).toBe(200);
      const expected = await db
        .selectFrom('inclusion_data')
        .innerJoin('evaluations', 'evaluations.id', 'inclusion_data.evaluation_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('evaluations.status', '=', 'published')
        .where('evaluations.is_visible_at_inclusion_monitor', '=', true)
        .executeTakeFirstOrThrow();
      expect(publicRows.body.total).toBe(Number(expected.count));
      expect(publicRows.body.data.every((row) => row.evaluation?.status === 'published')).toBe(
        true,
      );
      const signedIn = await gateway.v1.researcher.get<V1List<Data>>('/data?limit=1');
      expect(signedIn.body.total).toBeGreaterThan(publicRows.body.total);

      const hidden = await db
        .selectFrom('inclusion_data')
        .innerJoin('evaluations', 'evaluations.id', 'inclusion_data.evaluation_id')
        .select('inclusion_data.id')
        .where((eb) =>
          eb.or([
            eb('evaluations.status', '!=', 'published'),
            eb('evaluations.is_visible_at_inclusion_monitor', '=', false),
          ]),
        )
        .executeTakeFirstOrThrow();
      expect((await gateway.v1.anonymous.get(`/data/${hidden.id}`)).status).toBe(404);
      expect((await gateway.v1.researcher.get(`/data/${hidden.id}`)).status).toBe(200);
    });

    it('pages, filters by evaluation, center, year, month and range, and sorts', async () => {
      const some = (await gateway.v1.editor.get<V1List<Data>>('/data?limit=1&sort=!sample_size'))
        .body.data[0] as Data;
      const byEvaluation = await gateway.v1.editor.get<V1List<Data>>(
        `/data?filter[evaluation_id]=${some.evaluation_id}&limit=100`,
      );
      expect(byEvaluation.body.total).toBeGreaterThan(0);
      expect(byEvaluation.body.data.every((row) => row.evaluation_id === some.evaluation_id)).toBe(
        true,
      );
      const dates = byEvaluation.body.data.map((row) => row.date);
      expect(dates).toEqual([...dates].sort());
      const paged = await gateway.v1.editor.get<V1List<Data>>(
        `/data?filter[evaluation_id]=${some.evaluation_id}&limit=2&page=2`,
      );
      expect(paged.body).toMatchObject({
        current_page: 2,
        from: 3,
        last_page: Math.ceil(byEvaluation.body.total / 2),
      });
      const byCenter = await gateway.v1.editor.get<V1List<Data>>(
        `/data?filter[center_id][]=${some.center_id}&filter[year]=${some.year}&filter[month]=${some.month}`,
      );
      expect(byCenter.body.data.map((row) => row.id)).toContain(some.id);
      expect(
        byCenter.body.data.every(
          (row) => row.center_id === some.center_id && row.date === some.date,
        ),
      ).toBe(true);
      const month = some.date.slice(0, 7);
      const range = await gateway.v1.editor.get<V1List<Data>>(
        `/data?filter[from]=${month}&filter[to]=${month}-15&limit=100`,
      );
      expect(range.body.total).toBeGreaterThan(0);
      expect(range.body.data.every((row) => row.date === some.date)).toBe(true);
      const bySize = await gateway.v1.editor.get<V1List<Data>>('/data?sort=!sample_size&limit=5');
      const sizes = bySize.body.data.map((row) => row.sample_size);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      const byCenterTitle = await gateway.v1.editor.get<V1List<Data>>(
        `/data?filter[evaluation_id]=${some.evaluation_id}&sort=center,date&with[]=center&limit=100`,
      );
      const titles = byCenterTitle.body.data.map((row) => row.center?.title ?? '');
      expectDutchOrder(titles);
      const unknown = await gateway.v1.anonymous.get(
        '/data?filter[land]=NL&sort=kleur&with[]=land',
      );
      expect(unknown.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          'filter.land': ['Onbekend filter'],
          'sort.kleur': ['Onbekende sortering'],
          'with.land': ['Onbekende relatie'],
        },
      });
    });

    it('creates (201) from year and month, updates by PATCH, PUT and POST _method, deletes (204)', async () => {
      const created = await gateway.v1.editor.post<{ data: Data }>('/data', {
        evaluation_id: otherEvaluation,
        center_id: centerIds[0],
        year: 2020,
        month: 2,
        sample_size: 6,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        date: '2020-02-01',
        year: 2020,
        month: 2,
        sample_size: 6,
      });
      const id = created.body.data.id;
      const patched = await gateway.v1.editor.patch<{ data: Data }>(`/data/${id}`, {
        date: '2020-03-01',
        sample_size: '8',
      });
      expect(patched.body.data).toMatchObject({
        date: '2020-03-01',
        year: 2020,
        month: 3,
        sample_size: 8,
      });
      const replaced = await gateway.v1.admin.put<{ data: Data }>(`/data/${id}`, {
        evaluation_id: otherEvaluation,
        center_id: centerIds[1],
        date: '2020-04-01',
        sample_size: 0,
      });
      expect(replaced.body.data).toMatchObject({
        center_id: centerIds[1],
        month: 4,
        sample_size: 0,
      });
      const overridden = await gateway.v1.editor.post<{ data: Data }>(`/data/${id}`, {
        _method: 'PATCH',
        year: 2021,
        month: 12,
      });
      expect(overridden.body.data).toMatchObject({ date: '2021-12-01', year: 2021, month: 12 });
      expect(
        (await gateway.v1.editor.get<{ data: Data }>(`/data/${id}?with[]=center&with[]=evaluation`))
          .body.data,
      ).toMatchObject({
        center: { id: centerIds[1] },
        evaluation: { id: otherEvaluation },
      });
      expect((await gateway.v1.editor.delete(`/data/${id}`)).status).toBe(204);
      expect((await gateway.v1.editor.get(`/data/${id}`)).status).toBe(404);
    });

    it('deletes several at once with an id list', async () => {
      const ids: number[] = [];
      for (const month of [1, 2, 3])
        ids.push(
          (
            await gateway.v1.admin.post<{ data: Data }>('/data', {
              evaluation_id: otherEvaluation,
              center_id: centerIds[2],
              year: 2019,
              month,
              sample_size: month,
            })
          ).body.data.id,
        );
      expect((await gateway.v1.admin.delete(`/data?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status).toBe(
        204,
      );
      expect(
        (
          await gateway.v1.admin.get<V1List<Data>>(`/data?filter[ids]=${ids.join(',')}`)
        ).body.data.map((row) => row.id),
      ).toEqual([ids[2]]);
    });
  });
}
