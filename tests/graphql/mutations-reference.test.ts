// GraphQL create/update/delete of the reference data (specializations, gradations, centers,
// addresses, countries, hours) and mergeCenters against a real gateway, table-driven: answers hold
// the written values and nested records, /v1 shows the same, and /v1's refusals pass through.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Role, useSeededGateway } from '../support/seeded-gateway.ts';
import { currentUserId, firstId, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown>;
type Writer = Exclude<Role, 'anonymous'>;

interface Known {
  netherlands: string;
  addressId: string;
  evaluationId: string;
  researcherId: string;
  adminId: string;
}

interface ReferenceCase {
  type: string;
  path: string;
  create: string;
  update: string;
  remove: string;
  removeMany: string;
  writer: Writer;
  fields: string;
  /** A valid new record; `n` keeps unique fields unique. */
  input(n: number, known: Known): Row;
  created(n: number, known: Known): { answer: Row; v1: Row };
  change(known: Known): Row;
  changed(known: Known): { answer: Row; v1: Row };
  invalid: { input: Row; fields: string[] };
  /** A caller (and input) /v1 answers 403. */
  forbidden(known: Known): { who: Writer; input: Row };
}

const codes = ['PT', 'PL', 'FI', 'IS', 'GR', 'CZ', 'HU', 'SK'];

const cases: ReferenceCase[] = [
  {
    type: 'Specialization',
    path: '/specializations',
    create: 'createSpecialization',
    update: 'updateSpecialization',
    remove: 'deleteSpecialization',
    removeMany: 'deleteSpecializations',
    writer: 'admin',
    fields: 'id title',
    input: (n) => ({ title: `Specialisme ${n}` }),
    created: (n) => ({ answer: { title: `Specialisme ${n}` }, v1: { title: `Specialisme ${n}` } }),
    change: () => ({ title: 'Hernoemd specialisme' }),
    changed: () => ({
      answer: { title: 'Hernoemd specialisme' },
      v1: { title: 'Hernoemd specialisme' },
    }),
    invalid: { input: { title: '' }, fields: ['title'] },
    forbidden: () => ({ who: 'editor', input: { title: 'Niet van mij' } }),
  },
  {
    type: 'Gradation',
    path: '/gradations',
    create: 'createGradation',
    update: 'updateGradation',
    remove: 'deleteGradation',
    removeMany: 'deleteGradations',
    writer: 'admin',
    fields: 'id position title description evaluationCount',
    input: (n) => ({ position: 40 + n, title: `Categorie ${40 + n}`, description: 'Nieuw' }),
    created: (n) => ({
      answer: {
        position: 40 + n,
        title: `Categorie ${40 + n}`,
        description: 'Nieuw',
        evaluationCount: 0,
      },
      v1: { position: 40 + n, title: `Categorie ${40 + n}`, description: 'Nieuw' },
    }),
    change: () => ({ position: 99, description: null }),
    changed: () => ({
      answer: { position: 99, description: null },
      v1: { position: 99, description: null },
    }),
    invalid: { input: { position: 0, title: '' }, fields: ['position', 'title'] },
    forbidden: () => ({ who: 'editor', input: { position: 77, title: 'Niet van mij' } }),
  },
  {
    type: 'Center',
    path: '/centers',
    create: 'createCenter',
    update: 'updateCenter',
    remove: 'deleteCenter',
    removeMany: 'deleteCenters',
    writer: 'admin',
    fields:
      'id title type addressId address { id city country { code } } dataCount evaluationCount',
    input: (n, { addressId }) => ({ title: `Kliniek ${n}`, type: 'CLINIC', addressId }),
    created: (n, { addressId }) => ({
      answer: {
        title: `Kliniek ${n}`,
        type: 'CLINIC',
        addressId,
        address: { id: addressId, country: { code: 'NL' } },
        dataCount: 0,
        evaluationCount: 0,
      },
      v1: { title: `Kliniek ${n}`, type: 'clinic', address_id: Number(addressId) },
    }),
    change: () => ({ type: 'UMC', addressId: null }),
    changed: () => ({
      answer: { type: 'UMC', addressId: null, address: null },
      v1: { type: 'umc', address_id: null },
    }),
    invalid: { input: { title: '', type: 'UMC', addressId: '987654' }, fields: ['title'] },
    forbidden: ({ addressId }) => ({
      who: 'editor',
      input: { title: 'x', type: 'UMC', addressId },
    }),
  },
  {
    type: 'Address',
    path: '/addresses',
    create: 'createAddress',
    update: 'updateAddress',
    remove: 'deleteAddress',
    removeMany: 'deleteAddresses',
    writer: 'editor',
    fields: 'id countryId street number numberAdd postcode city contact country { code name }',
    input: (n, { netherlands }) => ({
      countryId: netherlands,
      street: 'Damrak',
      number: String(n),
      postcode: '1012 LG',
      city: 'Amsterdam',
    }),
    created: (n, { netherlands }) => ({
      answer: {
        countryId: netherlands,
        street: 'Damrak',
        number: String(n),
        numberAdd: null,
        postcode: '1012 LG',
        country: { code: 'NL' },
      },
      v1: {
        country_id: Number(netherlands),
        street: 'Damrak',
        number: String(n),
        city: 'Amsterdam',
      },
    }),
    change: () => ({ numberAdd: 'bis', contact: 'Receptie' }),
    changed: () => ({
      answer: { numberAdd: 'bis', contact: 'Receptie', street: 'Damrak' },
      v1: { number_add: 'bis', contact: 'Receptie' },
    }),
    invalid: {
      input: { street: 'Damrak', number: '1a', postcode: '1012 LG', city: '' },
      fields: ['city', 'number'],
    },
    forbidden: ({ netherlands }) => ({
      who: 'researcher',
      input: { countryId: netherlands, street: 'x', number: '1', postcode: '1012 LG', city: 'x' },
    }),
  },
  {
    type: 'Country',
    path: '/countries',
    create: 'createCountry',
    update: 'updateCountry',
    remove: 'deleteCountry',
    removeMany: 'deleteCountries',
    writer: 'admin',
    fields: 'id name code',
    input: (n) => ({ name: `Land ${n}`, code: (codes[n] ?? 'XX').toLowerCase() }),
    created: (n) => ({
      answer: { name: `Land ${n}`, code: codes[n] },
      v1: { name: `Land ${n}`, code: codes[n] },
    }),
    change: () => ({ name: 'Hernoemd' }),
    changed: () => ({ answer: { name: 'Hernoemd' }, v1: { name: 'Hernoemd' } }),
    invalid: { input: { name: 'Atlantis', code: 'XX' }, fields: ['code'] },
    forbidden: () => ({ who: 'editor', input: { name: 'Malta', code: 'MT' } }),
  },
  {
    type: 'Hour',
    path: '/hours',
    create: 'createHour',
    update: 'updateHour',
    remove: 'deleteHour',
    removeMany: 'deleteHours',
    writer: 'researcher',
    fields: `id employeeId projectId startsAt endsAt hourType description
      project { id title } employee { id name }`,
    input: (n, { evaluationId }) => ({
      startsAt: `2030-01-${String(10 + n).padStart(2, '0')}T08:00:00.000Z`,
      endsAt: `2030-01-${String(10 + n).padStart(2, '0')}T12:30:00.000Z`,
      projectId: evaluationId,
      hourType: 'MONITORING',
      description: 'Monitorbezoek',
    }),
    created: (n, { evaluationId, researcherId }) => ({
      answer: {
        employeeId: researcherId,
        projectId: evaluationId,
        startsAt: `2030-01-${String(10 + n).padStart(2, '0')}T08:00:00.000Z`,
        hourType: 'MONITORING',
        project: { id: evaluationId },
        employee: { id: researcherId },
      },
      v1: {
        employee_id: Number(researcherId),
        hour_type: 'monitoring',
        description: 'Monitorbezoek',
      },
    }),
    change: () => ({ hourType: 'TRAVEL', projectId: null, description: null }),
    changed: () => ({
      answer: { hourType: 'TRAVEL', projectId: null, project: null, description: null },
      v1: { hour_type: 'travel', project_id: null, description: null },
    }),
    invalid: {
      input: { startsAt: '2030-02-01T12:00:00.000Z', endsAt: '2030-02-01T11:00:00.000Z' },
      fields: ['endsAt'],
    },
    forbidden: ({ adminId }) => ({
      who: 'researcher',
      input: {
        startsAt: '2030-03-01T08:00:00.000Z',
        endsAt: '2030-03-01T09:00:00.000Z',
        employeeId: adminId,
      },
    }),
  },
];

const documents = (c: ReferenceCase) => ({
  create: `mutation ($input: Create${c.type}Input!) { ${c.create}(input: $input) { ${c.fields} } }`,
  update: `mutation ($id: ID!, $input: Update${c.type}Input!) {
    ${c.update}(id: $id, input: $input) { ${c.fields} } }`,
  remove: `mutation ($id: ID!) { ${c.remove}(id: $id) }`,
  removeMany: `mutation ($ids: [ID!]!) { ${c.removeMany}(ids: $ids) }`,
});

const MERGE = `mutation ($target: ID!, $sources: [ID!]!) {
  mergeCenters(targetId: $target, sourceIds: $sources) { id title dataCount evaluationCount }
}`;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: reference data and hours', target),
    () => {
      const gateway = useSeededGateway(target);
      let known: Known;
      const counters = new Map<string, number>();

      /** A new record of the case's type; `n` counts per type, from 1. */
      const create = async (c: ReferenceCase) => {
        const n = (counters.get(c.type) ?? 0) + 1;
        counters.set(c.type, n);
        const answer = await gateway.graphql[c.writer]<Record<string, Row & { id: string }>>(
          documents(c).create,
          { input: c.input(n, known) },
        );
        const row = dataOf(answer)[c.create];
        if (!row) throw new Error(`${c.create} answered nothing`);
        return { row, n };
      };

      beforeAll(async () => {
        known = {
          netherlands: await firstId(gateway.v1.admin, '/countries?filter[code]=NL'),
          addressId: await firstId(gateway.v1.admin, '/addresses?sort=id'),
          evaluationId: await firstId(gateway.v1.admin, '/evaluations?sort=id'),
          researcherId: await currentUserId(gateway.v1.researcher),
          adminId: await currentUserId(gateway.v1.admin),
        };
      });

      it.each(cases.map((c) => [c.type, c] as const))(
        '%s: create and update answer the written values; /v1 holds the same',
        async (_type, c) => {
          const { row, n } = await create(c);
          const expected = c.created(n, known);
          expect(row).toMatchObject(expected.answer);
          expect(await v1Data(gateway.v1.admin, `${c.path}/${row.id}`)).toMatchObject(expected.v1);

          const updated = dataOf(
            await gateway.graphql[c.writer]<Record<string, Row>>(documents(c).update, {
              id: row.id,
              input: c.change(known),
            }),
          )[c.update];
          const changed = c.changed(known);
          expect(updated).toMatchObject({ id: row.id, ...changed.answer });
          expect(await v1Data(gateway.v1.admin, `${c.path}/${row.id}`)).toMatchObject(changed.v1);
        },
      );

      it.each(cases.map((c) => [c.type, c] as const))(
        '%s: delete and bulk delete answer true and /v1 then answers 404',
        async (_type, c) => {
          const doc = documents(c);
          const [one, two, three] = [
            (await create(c)).row,
            (await create(c)).row,
            (await create(c)).row,
          ];
          expect(dataOf(await gateway.graphql[c.writer](doc.remove, { id: one.id }))).toEqual({
            [c.remove]: true,
          });
          expect(await v1Status(gateway.v1.admin, `${c.path}/${one.id}`)).toBe(404);
          expect(
            dataOf(await gateway.graphql[c.writer](doc.removeMany, { ids: [two.id, three.id] })),
          ).toEqual({ [c.removeMany]: true });
          expect(await v1Status(gateway.v1.admin, `${c.path}/${two.id}`)).toBe(404);
          expect(await v1Status(gateway.v1.admin, `${c.path}/${three.id}`)).toBe(404);
        },
      );

      it.each(cases.map((c) => [c.type, c] as const))(
        '%s: refusals pass through (422 with the fields, 401, 403, 404) and change nothing',
        async (_type, c) => {
          const doc = documents(c);
          const { row } = await create(c);
          const before = await v1Data(gateway.v1.admin, `${c.path}/${row.id}`);
          const invalid = await gateway.graphql[c.writer](doc.update, {
            id: row.id,
            input: c.invalid.input,
          });
          expect(Object.keys(fieldErrors(invalid)).sort()).toEqual(c.invalid.fields);
          const forbidden = c.forbidden(known);
          expectError(
            await gateway.graphql[forbidden.who](doc.create, { input: forbidden.input }),
            'FORBIDDEN',
          );
          expectError(
            await gateway.graphql.anonymous(doc.update, { id: row.id, input: c.change(known) }),
            'UNAUTHENTICATED',
          );
          expectError(
            await gateway.graphql[c.writer](doc.update, { id: '987654', input: c.change(known) }),
            'NOT_FOUND',
          );
          expectError(await gateway.graphql[c.writer](doc.remove, { id: '987654' }), 'NOT_FOUND');
          expect(await v1Data(gateway.v1.admin, `${c.path}/${row.id}`)).toEqual(before);
        },
      );

      it('mergeCenters moves the data to the target, answers it and removes the sources', async () => {
        const centers = cases.find((c) => c.type === 'Center');
        if (!centers) throw new Error('no center case');
        const [targetCenter, source] = [(await create(centers)).row, (await create(centers)).row];
        for (const [center, month] of [
          [targetCenter, 1],
          [source, 2],
        ] as const) {
          const added = await gateway.v1.admin.post('/data', {
            evaluation_id: Number(known.evaluationId),
            center_id: Number(center.id),
            year: 2032,
            month,
            sample_size: 5,
          });
          expect(added.status, JSON.stringify(added.body)).toBe(201);
        }
        expectError(
          await gateway.graphql.editor(MERGE, { target: targetCenter.id, sources: [source.id] }),
          'FORBIDDEN',
        );
        const invalid = await gateway.graphql.admin(MERGE, {
          target: targetCenter.id,
          sources: [],
        });
        expect(Object.keys(fieldErrors(invalid))).toEqual(['sourceIds']);

        const merged = dataOf(
          await gateway.graphql.admin<{ mergeCenters: Row }>(MERGE, {
            target: targetCenter.id,
            sources: [source.id],
          }),
        ).mergeCenters;
        expect(merged).toMatchObject({ id: targetCenter.id, dataCount: 2, evaluationCount: 1 });
        expect(await v1Status(gateway.v1.admin, `/centers/${source.id}`)).toBe(404);
        expect(
          await v1Data(gateway.v1.admin, `/centers/${targetCenter.id}?with[]=counts`),
        ).toMatchObject({ data_count: 2, evaluation_count: 1 });
      });
    },
  );
}
