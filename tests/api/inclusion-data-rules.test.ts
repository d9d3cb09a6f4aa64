// /v1/data (inclusion data) write rules through real HTTP: month and number validation, one row per
// evaluation, center and month, and which evaluations a researcher may write.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { allCenterIds } from '../support/demo-content.ts';
import { type InclusionData as Data, researcherEvaluations } from '../support/inclusion-data.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/data write rules', target),
    () => {
      const gateway = useSeededGateway(target);
      /** Evaluations the demo researcher takes part in, and one they do not. */
      let ownEvaluation: number;
      let otherEvaluation: number;
      let centerIds: number[];

      beforeAll(async () => {
        const { db } = gateway.server.database;
        const { own, other } = await researcherEvaluations(db);
        ownEvaluation = own[0] ?? -1;
        otherEvaluation = other;
        centerIds = await allCenterIds(db);
      });

      it('validates month, sample size and references in Dutch and English', async () => {
        const base = { evaluation_id: otherEvaluation, center_id: centerIds[0], sample_size: 1 };
        const midMonth = await gateway.v1.editor.post('/data', { ...base, date: '2022-05-15' });
        expect(midMonth.status).toBe(422);
        expect(midMonth.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { date: ['Kies de eerste dag van een maand'] },
        });
        const english = await gateway.v1.editor.post(
          '/data',
          { ...base, date: '2022-05-15' },
          { locale: 'en' },
        );
        expect(english.body).toEqual({
          message: 'The given data was invalid',
          errors: { date: ['Choose the first day of a month'] },
        });
        const noMonth = await gateway.v1.editor.post('/data', { ...base });
        expect(noMonth.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { date: ['Verplicht'] },
        });
        const halfMonth = await gateway.v1.editor.post('/data', { ...base, year: 2022 });
        expect(halfMonth.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { month: ['Verplicht'] },
        });
        const disagree = await gateway.v1.editor.post('/data', {
          ...base,
          date: '2022-05-01',
          year: 2022,
          month: 6,
        });
        expect(disagree.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { date: ['Ongeldige waarde'] },
        });
        const sizes = await gateway.v1.editor.post('/data', {
          ...base,
          sample_size: -1,
          month: 13,
          year: 2022,
        });
        expect(sizes.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { sample_size: ['Minimaal 0'], month: ['Maximaal 12'] },
        });
        const notNumber = await gateway.v1.editor.post(
          '/data',
          { ...base, sample_size: 'veel', date: '2022-05-01' },
          { locale: 'en' },
        );
        expect(notNumber.body).toEqual({
          message: 'The given data was invalid',
          errors: { sample_size: ['Only digits allowed'] },
        });
        const references = await gateway.v1.editor.post('/data', {
          evaluation_id: 987654,
          center_id: 987654,
          date: '2022-05-01',
          sample_size: 1,
        });
        expect(references.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { evaluation_id: ['Bestaat niet'], center_id: ['Bestaat niet'] },
        });
      });

      it('keeps one row per evaluation, center and month', async () => {
        const row = {
          evaluation_id: otherEvaluation,
          center_id: centerIds[3],
          date: '2018-06-01',
          sample_size: 2,
        };
        expect((await gateway.v1.editor.post('/data', row)).status).toBe(201);
        const duplicate = await gateway.v1.editor.post('/data', { ...row, sample_size: 5 });
        expect(duplicate.status).toBe(422);
        expect(duplicate.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { date: ['Is al in gebruik'] },
        });
        const other = await gateway.v1.editor.post<{ data: Data }>('/data', {
          ...row,
          date: '2018-07-01',
        });
        const moved = await gateway.v1.editor.patch(
          `/data/${other.body.data.id}`,
          { month: 6, year: 2018 },
          { locale: 'en' },
        );
        expect(moved.body).toEqual({
          message: 'The given data was invalid',
          errors: { date: ['Is already taken'] },
        });
      });

      it('lets a researcher write only the data of evaluations they take part in', async () => {
        const own = await gateway.v1.researcher.post<{ data: Data }>('/data', {
          evaluation_id: ownEvaluation,
          center_id: centerIds[4],
          date: '2017-01-01',
          sample_size: 3,
        });
        expect(own.status).toBe(201);
        expect(
          (await gateway.v1.researcher.patch(`/data/${own.body.data.id}`, { sample_size: 4 }))
            .status,
        ).toBe(200);
        expect(
          (
            await gateway.v1.researcher.patch(`/data/${own.body.data.id}`, {
              evaluation_id: otherEvaluation,
            })
          ).status,
        ).toBe(403);
        expect(
          (
            await gateway.v1.researcher.post('/data', {
              evaluation_id: otherEvaluation,
              center_id: centerIds[4],
              date: '2017-01-01',
              sample_size: 3,
            })
          ).status,
        ).toBe(403);
        const foreign = await gateway.v1.editor.post<{ data: Data }>('/data', {
          evaluation_id: otherEvaluation,
          center_id: centerIds[4],
          date: '2017-02-01',
          sample_size: 3,
        });
        expect(
          (await gateway.v1.researcher.patch(`/data/${foreign.body.data.id}`, { sample_size: 9 }))
            .status,
        ).toBe(403);
        expect((await gateway.v1.researcher.delete(`/data/${foreign.body.data.id}`)).status).toBe(
          403,
        );
        expect(
          (
            await gateway.v1.researcher.delete(
              `/data?ids[]=${own.body.data.id}&ids[]=${foreign.body.data.id}`,
            )
          ).status,
        ).toBe(403);
        expect((await gateway.v1.researcher.get(`/data/${own.body.data.id}`)).status).toBe(200);
        expect((await gateway.v1.researcher.delete(`/data/${own.body.data.id}`)).status).toBe(204);
        expect(
          (
            await gateway.v1.anonymous.post('/data', {
              evaluation_id: ownEvaluation,
              center_id: centerIds[4],
              date: '2017-03-01',
              sample_size: 1,
            })
          ).status,
        ).toBe(401);
      });
    },
  );
}
