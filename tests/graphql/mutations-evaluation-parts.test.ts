// GraphQL add/update/remove of every evaluation part (sections, criteria, participants, people,
// measures, documents, links, posts, data) against a real gateway, table-driven: each answer holds
// the written values, /v1's relationship route shows them, and a removed part answers 404 there.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { currentUserId, firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown>;

/** What the cases need from the running server. */
interface Known {
  userId: string;
  centerId: string;
  fileId: string;
  otherFileId: string;
}

interface PartCase {
  add: string;
  update: string;
  remove: string;
  /** Relationship path below /v1/evaluations/{id}/relationships/. */
  path: string;
  inputType: string;
  updateType: string;
  fields: string;
  input(known: Known): Row;
  /** Expected in the add answer (GraphQL) and on /v1 (snake_case, /v1 values). */
  added(known: Known): { answer: Row; v1: Row };
  change(known: Known): Row;
  changed(known: Known): { answer: Row; v1: Row };
  /** An input /v1 refuses, and the camelCase field it names. */
  invalid: { input: Row; field: string };
}

const cases: PartCase[] = [
  {
    add: 'addEvaluationApplicable',
    update: 'updateEvaluationApplicable',
    remove: 'removeEvaluationApplicable',
    path: 'applicables',
    inputType: 'ApplicableInput!',
    updateType: 'UpdateApplicableInput!',
    fields: 'id type typeId content isVisible status',
    input: () => ({ type: 'POPULATION', status: 'APPLICABLE', content: '<p>Volwassenen</p>' }),
    added: () => ({
      answer: { type: 'POPULATION', typeId: 1, content: '<p>Volwassenen</p>', isVisible: true },
      v1: { type: 'population', type_id: 1, content: '<p>Volwassenen</p>', is_visible: true },
    }),
    change: () => ({ status: 'PENDING' }),
    changed: () => ({
      answer: { isVisible: false, status: 'PENDING', content: '<p>Volwassenen</p>' },
      v1: { is_visible: false, status: 'pending' },
    }),
    invalid: { input: { type: 'OBJECTIVE', status: 'APPLICABLE' }, field: 'content' },
  },
  {
    add: 'addEvaluationCriterion',
    update: 'updateEvaluationCriterion',
    remove: 'removeEvaluationCriterion',
    path: 'criteria',
    inputType: 'CriterionInput!',
    updateType: 'UpdateCriterionInput!',
    fields: 'id type content position',
    input: () => ({ type: 'INCLUSION', content: 'Leeftijd 18 jaar of ouder', position: 2 }),
    added: () => ({
      answer: { type: 'INCLUSION', content: 'Leeftijd 18 jaar of ouder', position: 2 },
      v1: { type: 'inclusion', content: 'Leeftijd 18 jaar of ouder', position: 2 },
    }),
    change: () => ({ type: 'EXCLUSION', position: 5 }),
    changed: () => ({
      answer: { type: 'EXCLUSION', content: 'Leeftijd 18 jaar of ouder', position: 5 },
      v1: { type: 'exclusion', position: 5 },
    }),
    invalid: { input: { type: 'INCLUSION', content: '' }, field: 'content' },
  },
  {
    add: 'addEvaluationParticipant',
    update: 'updateEvaluationParticipant',
    remove: 'removeEvaluationParticipant',
    path: 'participants',
    inputType: 'ParticipantInput!',
    updateType: 'UpdateParticipantInput!',
    fields: 'id type amount description',
    input: () => ({ type: 'RCT1', amount: 120, description: 'Interventiearm' }),
    added: () => ({
      answer: { type: 'RCT1', amount: 120, description: 'Interventiearm' },
      v1: { type: 'RCT1', amount: 120, description: 'Interventiearm' },
    }),
    change: () => ({ type: 'COHORT', amount: 80, description: null }),
    changed: () => ({
      answer: { type: 'COHORT', amount: 80, description: null },
      v1: { type: 'Cohort', amount: 80, description: null },
    }),
    invalid: { input: { type: 'RCT', amount: -5 }, field: 'amount' },
  },
  {
    add: 'addEvaluationPerson',
    update: 'updateEvaluationPerson',
    remove: 'removeEvaluationPerson',
    path: 'people',
    inputType: 'EvaluationPersonInput!',
    updateType: 'UpdateEvaluationPersonInput!',
    fields: 'id userId contactFunction user { id name email }',
    input: ({ userId }) => ({ userId, contactFunction: 'PROJECT_LEADER' }),
    added: ({ userId }) => ({
      answer: { userId, contactFunction: 'PROJECT_LEADER', user: { id: userId } },
      v1: { user_id: Number(userId), contact_function: 'project_leader' },
    }),
    change: () => ({ contactFunction: 'LEAD_RESEARCHER' }),
    changed: ({ userId }) => ({
      answer: { userId, contactFunction: 'LEAD_RESEARCHER' },
      v1: { contact_function: 'lead_researcher' },
    }),
    invalid: { input: { userId: 'niemand' }, field: 'userId' },
  },
  {
    add: 'addEvaluationMeasure',
    update: 'updateEvaluationMeasure',
    remove: 'removeEvaluationMeasure',
    path: 'measures',
    inputType: 'MeasureInput!',
    updateType: 'UpdateMeasureInput!',
    fields: 'id title description position',
    input: () => ({ title: 'Kwaliteit van leven', description: '<p>EQ-5D</p>', position: 1 }),
    added: () => ({
      answer: { title: 'Kwaliteit van leven', description: '<p>EQ-5D</p>', position: 1 },
      v1: { title: 'Kwaliteit van leven', description: '<p>EQ-5D</p>', position: 1 },
    }),
    change: () => ({ title: 'Pijn (NRS)' }),
    changed: () => ({
      answer: { title: 'Pijn (NRS)', description: '<p>EQ-5D</p>' },
      v1: { title: 'Pijn (NRS)' },
    }),
    invalid: { input: { title: '' }, field: 'title' },
  },
  {
    add: 'addEvaluationDocument',
    update: 'updateEvaluationDocument',
    remove: 'removeEvaluationDocument',
    path: 'documents',
    inputType: 'EvaluationDocumentInput!',
    updateType: 'UpdateEvaluationDocumentInput!',
    fields: 'id type title isPublic fileId file { id mimeType }',
    input: ({ fileId }) => ({ type: 'GENERAL', title: 'Protocol', isPublic: true, fileId }),
    added: ({ fileId }) => ({
      answer: { title: 'Protocol', isPublic: true, fileId, file: { id: fileId } },
      v1: { type: 'general', title: 'Protocol', is_public: true, file_id: Number(fileId) },
    }),
    change: ({ otherFileId }) => ({ type: 'LAB', isPublic: false, fileId: otherFileId }),
    changed: ({ otherFileId }) => ({
      answer: { isPublic: false, fileId: otherFileId, file: { id: otherFileId } },
      v1: { type: 'lab', is_public: false, file_id: Number(otherFileId) },
    }),
    invalid: { input: { type: 'GENERAL', title: 'Zonder', fileId: '987654' }, field: 'fileId' },
  },
  {
    add: 'addEvaluationLink',
    update: 'updateEvaluationLink',
    remove: 'removeEvaluationLink',
    path: 'links',
    inputType: 'EvaluationLinkInput!',
    updateType: 'UpdateEvaluationLinkInput!',
    fields: 'id title url position',
    input: () => ({ title: 'Trialregister', url: 'https://onderzoekmetmensen.nl/nl/trial/1' }),
    added: () => ({
      answer: { title: 'Trialregister', url: 'https://onderzoekmetmensen.nl/nl/trial/1' },
      v1: { title: 'Trialregister', url: 'https://onderzoekmetmensen.nl/nl/trial/1' },
    }),
    change: () => ({ url: 'https://example.org/studie', position: 3 }),
    changed: () => ({
      answer: { title: 'Trialregister', url: 'https://example.org/studie', position: 3 },
      v1: { url: 'https://example.org/studie', position: 3 },
    }),
    invalid: { input: { title: 'Kapot', url: 'geen adres' }, field: 'url' },
  },
  {
    add: 'addEvaluationPost',
    update: 'updateEvaluationPost',
    remove: 'removeEvaluationPost',
    path: 'posts',
    inputType: 'PostInput!',
    updateType: 'UpdateEvaluationPostInput!',
    fields: 'id title content publishAt isPinned postableType postableId',
    input: () => ({ title: 'Eerste patiënt', publishAt: '2026-01-05T09:00:00.000Z' }),
    added: () => ({
      answer: {
        title: 'Eerste patiënt',
        publishAt: '2026-01-05T09:00:00.000Z',
        isPinned: false,
        postableType: 'EVALUATION',
      },
      v1: { title: 'Eerste patiënt', publish_at: '2026-01-05T09:00:00.000Z', is_pinned: false },
    }),
    change: () => ({ isPinned: true, publishAt: null }),
    changed: () => ({
      answer: { title: 'Eerste patiënt', isPinned: true, publishAt: null },
      v1: { is_pinned: true, publish_at: null },
    }),
    invalid: { input: { title: '' }, field: 'title' },
  },
  {
    add: 'addEvaluationData',
    update: 'updateEvaluationData',
    remove: 'removeEvaluationData',
    path: 'data',
    inputType: 'EvaluationDataInput!',
    updateType: 'UpdateEvaluationDataInput!',
    fields: 'id date year month sampleSize centerId center { id title }',
    input: ({ centerId }) => ({ centerId, date: '2030-02-17', sampleSize: 4 }),
    added: ({ centerId }) => ({
      answer: { date: '2030-02-01', year: 2030, month: 2, sampleSize: 4, centerId },
      v1: { date: '2030-02-01', sample_size: 4, center_id: Number(centerId) },
    }),
    change: () => ({ sampleSize: 9 }),
    changed: () => ({ answer: { sampleSize: 9, date: '2030-02-01' }, v1: { sample_size: 9 } }),
    invalid: { input: { centerId: '1', sampleSize: 3 }, field: 'date' },
  },
];

/** The case of one relationship path. */
const partCase = (path: string) => {
  const found = cases.find((c) => c.path === path);
  if (!found) throw new Error(`no case for ${path}`);
  return found;
};

const documents = (c: PartCase) => ({
  add: `mutation ($owner: ID!, $input: ${c.inputType}) {
    ${c.add}(evaluationId: $owner, input: $input) { ${c.fields} } }`,
  update: `mutation ($owner: ID!, $id: ID!, $input: ${c.updateType}) {
    ${c.update}(evaluationId: $owner, id: $id, input: $input) { ${c.fields} } }`,
  remove: `mutation ($owner: ID!, $id: ID!) { ${c.remove}(evaluationId: $owner, id: $id) }`,
});

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: evaluation parts', target),
    () => {
      const gateway = useSeededGateway(target);
      let known: Known;
      let evaluationId: string;

      const newEvaluation = async (title: string) => {
        const answer = await gateway.graphql.admin<{ createEvaluation: { id: string } }>(
          `mutation ($input: CreateEvaluationInput!) { createEvaluation(input: $input) { id } }`,
          { input: { title, status: 'PUBLISHED' } },
        );
        return dataOf(answer).createEvaluation.id;
      };

      beforeAll(async () => {
        known = {
          userId: await currentUserId(gateway.v1.researcher),
          centerId: await firstId(gateway.v1.admin, '/centers?sort=id'),
          fileId: (await upload(gateway.v1.admin, 'pdf')).id,
          otherFileId: (await upload(gateway.v1.admin, 'pdf')).id,
        };
        evaluationId = await newEvaluation('Onderdelen');
      });

      it.each(cases.map((c) => [c.path, c] as const))(
        '%s: add, update and remove answer the written values and /v1 follows',
        async (_path, c) => {
          const doc = documents(c);
          const base = `/evaluations/${evaluationId}/relationships/${c.path}`;
          const added = dataOf(
            await gateway.graphql.admin<Record<string, Row & { id: string }>>(doc.add, {
              owner: evaluationId,
              input: c.input(known),
            }),
          )[c.add];
          if (!added) throw new Error(`${c.add} answered nothing`);
          const expectAdded = c.added(known);
          expect(added).toMatchObject(expectAdded.answer);
          expect(await v1Data(gateway.v1.admin, `${base}/${added.id}`)).toMatchObject(
            expectAdded.v1,
          );

          const updated = dataOf(
            await gateway.graphql.admin<Record<string, Row>>(doc.update, {
              owner: evaluationId,
              id: added.id,
              input: c.change(known),
            }),
          )[c.update];
          const expectChanged = c.changed(known);
          expect(updated).toMatchObject({ id: added.id, ...expectChanged.answer });
          expect(await v1Data(gateway.v1.admin, `${base}/${added.id}`)).toMatchObject(
            expectChanged.v1,
          );

          expect(
            dataOf(await gateway.graphql.admin(doc.remove, { owner: evaluationId, id: added.id })),
          ).toEqual({ [c.remove]: true });
          expect(await v1Status(gateway.v1.admin, `${base}/${added.id}`)).toBe(404);
          expectError(
            await gateway.graphql.admin(doc.remove, { owner: evaluationId, id: added.id }),
            'NOT_FOUND',
          );
        },
      );

      it.each(cases.map((c) => [c.path, c] as const))(
        '%s: /v1 refusals come through (422 with the field, 401, 404) and change nothing',
        async (_path, c) => {
          const doc = documents(c);
          const base = `/evaluations/${evaluationId}/relationships/${c.path}`;
          const before = await v1Data<Row[]>(gateway.v1.admin, base);
          const invalid = await gateway.graphql.admin(doc.add, {
            owner: evaluationId,
            input: c.invalid.input,
          });
          expect(Object.keys(fieldErrors(invalid))).toContain(c.invalid.field);
          expectError(
            await gateway.graphql.anonymous(doc.add, {
              owner: evaluationId,
              input: c.input(known),
            }),
            'UNAUTHENTICATED',
          );
          expectError(
            await gateway.graphql.admin(doc.add, { owner: '987654', input: c.input(known) }),
            'NOT_FOUND',
          );
          expectError(
            await gateway.graphql.admin(doc.update, {
              owner: evaluationId,
              id: '987654',
              input: c.change(known),
            }),
            'NOT_FOUND',
          );
          expect(await v1Data<Row[]>(gateway.v1.admin, base)).toEqual(before);
        },
      );

      it('lets a researcher write the parts of an evaluation they take part in, and only those', async () => {
        const own = await newEvaluation('Eigen evaluatie');
        const criterion = documents(partCase('criteria')).add;
        const input = { type: 'INCLUSION', content: 'Toestemming gegeven' };
        expectError(
          await gateway.graphql.researcher(criterion, { owner: own, input }),
          'FORBIDDEN',
        );
        dataOf(
          await gateway.graphql.admin(documents(partCase('people')).add, {
            owner: own,
            input: { userId: known.userId },
          }),
        );
        const added = dataOf(
          await gateway.graphql.researcher<{ addEvaluationCriterion: Row }>(criterion, {
            owner: own,
            input,
          }),
        ).addEvaluationCriterion;
        expect(added).toMatchObject({ type: 'INCLUSION', content: 'Toestemming gegeven' });
        expect(
          (await v1Data<Row[]>(gateway.v1.admin, `/evaluations/${own}/relationships/criteria`)).map(
            (row) => row.content,
          ),
        ).toEqual(['Toestemming gegeven']);

        // The evaluation itself too, with its relations reloaded for the researcher.
        const update = `mutation ($id: ID!, $input: UpdateEvaluationInput!) {
          updateEvaluation(id: $id, input: $input) { id studyTitle criteria { content } people { userId } } }`;
        const updated = dataOf(
          await gateway.graphql.researcher<{ updateEvaluation: Row }>(update, {
            id: own,
            input: { studyTitle: 'Door de onderzoeker' },
          }),
        ).updateEvaluation;
        expect(updated).toEqual({
          id: own,
          studyTitle: 'Door de onderzoeker',
          criteria: [{ content: 'Toestemming gegeven' }],
          people: [{ userId: known.userId }],
        });
        expectError(
          await gateway.graphql.researcher(update, {
            id: evaluationId,
            input: { studyTitle: 'x' },
          }),
          'FORBIDDEN',
        );
      });
    },
  );
}
