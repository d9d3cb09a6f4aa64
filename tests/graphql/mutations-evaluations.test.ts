// GraphQL mutations of evaluations, their settings and /v1/data rows against a real gateway: each
// answer holds the written values (nested relations too), /v1 shows the same change afterwards, and
// /v1's errors come through with their code and field messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown>;
type Named = { id: string; title: string };

const CREATE = `mutation ($input: CreateEvaluationInput!) {
  createEvaluation(input: $input) {
    id slug title studyTitle status phase objective edc tags startsAt endsAt vimeoId
    isVisibleAtInclusionMonitor gradationId url
    gradation { id title }
    programs { id title }
    specializations { id title }
    associations { id title }
  }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEvaluationInput!) {
  updateEvaluation(id: $id, input: $input) {
    id title studyTitle phase tags logoId logo { id url mimeType } programs { id title }
  }
}`;
const DELETE = 'mutation ($id: ID!) { deleteEvaluation(id: $id) }';
const DELETE_MANY = 'mutation ($ids: [ID!]!) { deleteEvaluations(ids: $ids) }';
const SETTINGS = `mutation ($id: ID!, $values: JSON!) {
  updateEvaluationSettings(evaluationId: $id, values: $values) { id key value }
}`;
const DATA =
  'id date year month sampleSize centerId evaluationId center { id title } evaluation { id title }';
const CREATE_DATA = `mutation ($input: CreateInclusionDataInput!) {
  createInclusionData(input: $input) { ${DATA} }
}`;
const UPDATE_DATA = `mutation ($id: ID!, $input: UpdateInclusionDataInput!) {
  updateInclusionData(id: $id, input: $input) { ${DATA} }
}`;
const DELETE_DATA = 'mutation ($id: ID!) { deleteInclusionData(id: $id) }';
const DELETE_DATA_ROWS = 'mutation ($ids: [ID!]!) { deleteInclusionDataRows(ids: $ids) }';

const ids = (rows: { id: string | number }[]) => rows.map((row) => String(row.id)).sort();

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: evaluations, settings and inclusion data', target),
    () => {
      const gateway = useSeededGateway(target);
      let gradationId: string;
      let programIds: string[];
      let specializationId: string;
      let associationId: string;
      let centerId: string;

      const create = async (input: Row) =>
        dataOf(
          await gateway.graphql.admin<{ createEvaluation: Row & { id: string } }>(CREATE, {
            input,
          }),
        ).createEvaluation;

      beforeAll(async () => {
        const { admin } = gateway.v1;
        gradationId = await firstId(admin, '/gradations?sort=!position');
        const programs = await v1Data<{ id: number }[]>(admin, '/programs?sort=id&limit=2');
        programIds = ids(programs);
        specializationId = await firstId(admin, '/specializations?sort=!id');
        associationId = await firstId(admin, '/associations?sort=!id');
        centerId = await firstId(admin, '/centers?sort=id');
      });

      it('createEvaluation answers the written fields and its relations; /v1 holds the same', async () => {
        const created = await create({
          title: 'Fysiotherapie na heupfractuur',
          studyTitle: 'Physiotherapy after hip fracture (FYS-HIP)',
          status: 'DRAFT',
          phase: 'INCLUDING',
          objective: 'NOT_APPLICABLE',
          edc: 'OPEN_CLINICA',
          tags: ['heup', 'revalidatie'],
          startsAt: '2026-03-01',
          endsAt: '2028-02-29',
          vimeoId: '123456',
          isVisibleAtInclusionMonitor: true,
          gradationId,
          programIds,
          specializationIds: [specializationId],
          associationIds: [associationId],
        });
        expect(created).toMatchObject({
          slug: 'fysiotherapie-na-heupfractuur',
          title: 'Fysiotherapie na heupfractuur',
          studyTitle: 'Physiotherapy after hip fracture (FYS-HIP)',
          status: 'DRAFT',
          phase: 'INCLUDING',
          objective: 'NOT_APPLICABLE',
          edc: 'OPEN_CLINICA',
          tags: ['heup', 'revalidatie'],
          startsAt: '2026-03-01',
          endsAt: '2028-02-29',
          vimeoId: '123456',
          isVisibleAtInclusionMonitor: true,
          gradationId,
          url: '/evaluations/fysiotherapie-na-heupfractuur',
        });
        expect((created.gradation as Named).id).toBe(gradationId);
        expect(ids(created.programs as Named[])).toEqual(programIds);
        expect(ids(created.specializations as Named[])).toEqual([specializationId]);
        expect(ids(created.associations as Named[])).toEqual([associationId]);

        const stored = await v1Data<Row>(
          gateway.v1.admin,
          `/evaluations/${created.id}?with[]=gradation&with[]=programs&with[]=specializations&with[]=associations`,
        );
        expect(stored).toMatchObject({
          title: created.title,
          study_title: created.studyTitle,
          status: 'draft',
          phase: 'including',
          objective: 'not_applicable',
          edc: 'open_clinica',
          tags: ['heup', 'revalidatie'],
          starts_at: '2026-03-01',
          ends_at: '2028-02-29',
          vimeo_id: '123456',
          is_visible_at_inclusion_monitor: true,
          gradation_id: Number(gradationId),
        });
        expect((stored.gradation as Named).title).toBe((created.gradation as Named).title);
        expect(ids(stored.programs as Named[])).toEqual(programIds);
        expect((stored.programs as Named[]).map((p) => p.title).sort()).toEqual(
          (created.programs as Named[]).map((p) => p.title).sort(),
        );
      });

      it('updateEvaluation changes only the given fields, clears nulls, replaces sets and links a logo', async () => {
        const created = await create({
          title: 'Wondzorg na sectio',
          studyTitle: 'WOUND',
          programIds,
        });
        const logo = await upload(gateway.v1.editor);
        const answer = await gateway.graphql.editor<{ updateEvaluation: Row }>(UPDATE, {
          id: created.id,
          input: {
            phase: 'COMPLETED',
            studyTitle: null,
            tags: ['wond'],
            logoId: logo.id,
            programIds: programIds.slice(0, 1),
          },
        });
        const updated = dataOf(answer).updateEvaluation;
        expect(updated).toMatchObject({
          id: created.id,
          title: 'Wondzorg na sectio',
          studyTitle: null,
          phase: 'COMPLETED',
          tags: ['wond'],
          logoId: logo.id,
          logo: { id: logo.id, url: logo.url, mimeType: 'image/png' },
        });
        expect(ids(updated.programs as Named[])).toEqual(programIds.slice(0, 1));

        const stored = await v1Data<Row>(
          gateway.v1.admin,
          `/evaluations/${created.id}?with[]=programs&with[]=logo`,
        );
        expect(stored).toMatchObject({
          title: 'Wondzorg na sectio',
          study_title: null,
          phase: 'completed',
          tags: ['wond'],
          logo_id: Number(logo.id),
          logo: { url: logo.url },
        });
        expect(ids(stored.programs as Named[])).toEqual(programIds.slice(0, 1));
      });

      it('forgets loaded records after each write: a later mutation of one operation sees the change', async () => {
        const created = await create({ title: 'Twee keer', programIds });
        const [first, second] = programIds;
        const answer = await gateway.graphql.editor<Record<string, { programs: Named[] }>>(
          `mutation ($id: ID!, $first: [ID!], $second: [ID!]) {
            a: updateEvaluation(id: $id, input: { programIds: $first }) { programs { id } }
            b: updateEvaluation(id: $id, input: { programIds: $second }) { programs { id } }
          }`,
          { id: created.id, first: [first], second: [second] },
        );
        const data = dataOf(answer);
        expect(ids(data.a?.programs ?? [])).toEqual([first]);
        expect(ids(data.b?.programs ?? [])).toEqual([second]);
      });

      it('passes /v1 validation through: field messages in camelCase, Dutch by default, English on request', async () => {
        const input = { title: '', slug: 'Geen Slug!', vimeoId: 'abc' };
        const body = { title: '', slug: 'Geen Slug!', vimeo_id: 'abc' };
        for (const locale of ['nl', 'en']) {
          const answer = await gateway.graphql.admin(CREATE, { input }, { locale });
          const v1 = await gateway.v1.admin.post<{
            message: string;
            errors: Record<string, string[]>;
          }>('/evaluations', body, { locale });
          expect(v1.status).toBe(422);
          const errors = fieldErrors(answer);
          expect(Object.keys(errors).sort()).toEqual(['slug', 'title', 'vimeoId']);
          expect(errors).toEqual({
            title: v1.body.errors.title,
            slug: v1.body.errors.slug,
            vimeoId: v1.body.errors.vimeo_id,
          });
          expect(answer.errors[0]?.message).toBe(v1.body.message);
          expect(errors.title).toEqual([locale === 'nl' ? 'Verplicht' : 'Required']);
        }
      });

      it('loses nothing on a 422: the evaluation keeps every value', async () => {
        const created = await create({ title: 'Onveranderd', tags: ['blijft'] });
        const before = await v1Data<Row>(gateway.v1.admin, `/evaluations/${created.id}`);
        const answer = await gateway.graphql.admin(UPDATE, {
          id: created.id,
          input: { title: 'Gewijzigd', tags: ['weg'], vimeoId: 'geen-cijfers' },
        });
        expect(fieldErrors(answer)).toEqual({ vimeoId: ['Alleen cijfers toegestaan'] });
        expect(await v1Data<Row>(gateway.v1.admin, `/evaluations/${created.id}`)).toEqual(before);
      });

      it('answers UNAUTHENTICATED anonymously, FORBIDDEN for a researcher, NOT_FOUND for a missing id', async () => {
        const created = await create({ title: 'Rechten' });
        const { anonymous, researcher, admin } = gateway.graphql;
        expectError(await anonymous(CREATE, { input: { title: 'Anoniem' } }), 'UNAUTHENTICATED');
        expectError(
          await anonymous(UPDATE, { id: created.id, input: { title: 'Anoniem' } }),
          'UNAUTHENTICATED',
        );
        expectError(await anonymous(DELETE, { id: created.id }), 'UNAUTHENTICATED');
        expectError(await researcher(CREATE, { input: { title: 'Onderzoeker' } }), 'FORBIDDEN');
        expectError(await researcher(DELETE, { id: created.id }), 'FORBIDDEN');
        expectError(await admin(UPDATE, { id: '987654', input: { title: 'x' } }), 'NOT_FOUND');
        expectError(await admin(DELETE, { id: '987654' }), 'NOT_FOUND');
        expect((await v1Data<Row>(gateway.v1.admin, `/evaluations/${created.id}`)).title).toBe(
          'Rechten',
        );
      });

      it('deleteEvaluation and deleteEvaluations answer true and /v1 then answers 404', async () => {
        const [one, two, three] = [
          await create({ title: 'Weg 1' }),
          await create({ title: 'Weg 2' }),
          await create({ title: 'Weg 3' }),
        ];
        if (!one || !two || !three) throw new Error('not created');
        expect(dataOf(await gateway.graphql.editor(DELETE, { id: one.id }))).toEqual({
          deleteEvaluation: true,
        });
        expect(await v1Status(gateway.v1.admin, `/evaluations/${one.id}`)).toBe(404);
        expect(
          dataOf(await gateway.graphql.editor(DELETE_MANY, { ids: [two.id, three.id] })),
        ).toEqual({
          deleteEvaluations: true,
        });
        expect(await v1Status(gateway.v1.admin, `/evaluations/${two.id}`)).toBe(404);
        expect(await v1Status(gateway.v1.admin, `/evaluations/${three.id}`)).toBe(404);
      });

      it('updateEvaluationSettings merges values, null removes a key, and answers the rows', async () => {
        const created = await create({ title: 'Instellingen' });
        const first = dataOf(
          await gateway.graphql.editor<{ updateEvaluationSettings: Row[] }>(SETTINGS, {
            id: created.id,
            values: { 'monitor.kleur': 'groen', drempel: { min: 3, max: [5, 8] } },
          }),
        ).updateEvaluationSettings;
        expect(first.map(({ key, value }) => ({ key, value }))).toEqual([
          { key: 'drempel', value: { min: 3, max: [5, 8] } },
          { key: 'monitor.kleur', value: 'groen' },
        ]);
        expect(first.every((row) => /^\d+$/.test(String(row.id)))).toBe(true);

        const second = dataOf(
          await gateway.graphql.editor<{ updateEvaluationSettings: Row[] }>(SETTINGS, {
            id: created.id,
            values: { drempel: null, extra: true },
          }),
        ).updateEvaluationSettings;
        expect(second.map(({ key, value }) => ({ key, value }))).toEqual([
          { key: 'extra', value: true },
          { key: 'monitor.kleur', value: 'groen' },
        ]);
        expect(
          await v1Data(gateway.v1.admin, `/evaluations/${created.id}/relationships/settings`),
        ).toEqual({ extra: true, 'monitor.kleur': 'groen' });

        const invalid = await gateway.graphql.editor(SETTINGS, {
          id: created.id,
          values: { 'Geen Sleutel': 1 },
        });
        expect(Object.keys(fieldErrors(invalid))).toEqual(['Geen Sleutel']);
        expectError(
          await gateway.graphql.anonymous(SETTINGS, { id: created.id, values: { a: 1 } }),
          'UNAUTHENTICATED',
        );
      });

      it('createInclusionData, updateInclusionData, deleteInclusionData and deleteInclusionDataRows write /v1/data', async () => {
        const evaluation = await create({ title: 'Inclusies' });
        const make = async (month: number, sampleSize: number) =>
          dataOf(
            await gateway.graphql.editor<{ createInclusionData: Row & { id: string } }>(
              CREATE_DATA,
              {
                input: { evaluationId: evaluation.id, centerId, year: 2031, month, sampleSize },
              },
            ),
          ).createInclusionData;

        const row = await make(4, 7);
        expect(row).toMatchObject({
          date: '2031-04-01',
          year: 2031,
          month: 4,
          sampleSize: 7,
          centerId,
          evaluationId: evaluation.id,
          center: { id: centerId },
          evaluation: { id: evaluation.id, title: 'Inclusies' },
        });
        expect(await v1Data<Row>(gateway.v1.admin, `/data/${row.id}`)).toMatchObject({
          date: '2031-04-01',
          sample_size: 7,
          center_id: Number(centerId),
          evaluation_id: Number(evaluation.id),
        });

        const updated = dataOf(
          await gateway.graphql.editor<{ updateInclusionData: Row }>(UPDATE_DATA, {
            id: row.id,
            input: { sampleSize: 11, date: '2031-05-01' },
          }),
        ).updateInclusionData;
        expect(updated).toMatchObject({ id: row.id, sampleSize: 11, month: 5, date: '2031-05-01' });
        expect(await v1Data<Row>(gateway.v1.admin, `/data/${row.id}`)).toMatchObject({
          sample_size: 11,
          date: '2031-05-01',
        });

        const invalid = await gateway.graphql.editor(UPDATE_DATA, {
          id: row.id,
          input: { sampleSize: -1 },
        });
        expect(Object.keys(fieldErrors(invalid))).toEqual(['sampleSize']);
        expect((await v1Data<Row>(gateway.v1.admin, `/data/${row.id}`)).sample_size).toBe(11);
        expectError(
          await gateway.graphql.anonymous(CREATE_DATA, {
            input: { evaluationId: evaluation.id, centerId, year: 2031, month: 9, sampleSize: 1 },
          }),
          'UNAUTHENTICATED',
        );
        expectError(
          await gateway.graphql.editor(UPDATE_DATA, { id: '987654', input: { sampleSize: 1 } }),
          'NOT_FOUND',
        );

        expect(dataOf(await gateway.graphql.editor(DELETE_DATA, { id: row.id }))).toEqual({
          deleteInclusionData: true,
        });
        expect(await v1Status(gateway.v1.admin, `/data/${row.id}`)).toBe(404);
        const [a, b] = [await make(6, 1), await make(7, 2)];
        expect(
          dataOf(await gateway.graphql.editor(DELETE_DATA_ROWS, { ids: [a.id, b.id] })),
        ).toEqual({
          deleteInclusionDataRows: true,
        });
        expect(await v1Status(gateway.v1.admin, `/data/${a.id}`)).toBe(404);
        expect(await v1Status(gateway.v1.admin, `/data/${b.id}`)).toBe(404);
      });
    },
  );
}
