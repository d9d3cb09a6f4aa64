// GraphQL create/update/delete and settings of associations, programs and trial bureaus against a
// real gateway, table-driven over the three kinds: answers hold the written values and relations,
// /v1 shows the same, a logo is referenced by the id of a REST upload, and role errors pass through.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Role, useSeededGateway } from '../support/seeded-gateway.ts';
import { firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown>;

interface Kind {
  type: string;
  path: string;
  /** The kind's own name field: associations and programs have a title, trial bureaus a name. */
  label: 'title' | 'name';
  /** The least role that writes it; the role below it gets FORBIDDEN. */
  writer: Exclude<Role, 'anonymous'>;
  refused: Exclude<Role, 'anonymous'>;
  create: string;
  update: string;
  remove: string;
  removeMany: string;
  settings: string;
}

const kinds: Kind[] = [
  {
    type: 'Association',
    path: '/associations',
    label: 'title',
    writer: 'editor',
    refused: 'researcher',
    create: 'createAssociation',
    update: 'updateAssociation',
    remove: 'deleteAssociation',
    removeMany: 'deleteAssociations',
    settings: 'updateAssociationSettings',
  },
  {
    type: 'Program',
    path: '/programs',
    label: 'title',
    writer: 'editor',
    refused: 'researcher',
    create: 'createProgram',
    update: 'updateProgram',
    remove: 'deleteProgram',
    removeMany: 'deletePrograms',
    settings: 'updateProgramSettings',
  },
  {
    type: 'TrialBureau',
    path: '/trial-bureau',
    label: 'name',
    writer: 'admin',
    refused: 'editor',
    create: 'createTrialBureau',
    update: 'updateTrialBureau',
    remove: 'deleteTrialBureau',
    removeMany: 'deleteTrialBureaus',
    settings: 'updateTrialBureauSettings',
  },
];

const documents = (k: Kind) => {
  const fields = `id ${k.label} abbreviation description url logoId bannerId
    logo { id url mimeType } specializations { id title } evaluations { id title }`;
  return {
    create: `mutation ($input: Create${k.type}Input!) { ${k.create}(input: $input) { ${fields} } }`,
    update: `mutation ($id: ID!, $input: Update${k.type}Input!) {
      ${k.update}(id: $id, input: $input) { ${fields} } }`,
    remove: `mutation ($id: ID!) { ${k.remove}(id: $id) }`,
    removeMany: `mutation ($ids: [ID!]!) { ${k.removeMany}(ids: $ids) }`,
    settings: `mutation ($id: ID!, $values: JSON!) {
      ${k.settings}(ownerId: $id, values: $values) { id key value } }`,
  };
};

const idsOf = (rows: unknown) =>
  (rows as { id: string | number }[]).map((row) => String(row.id)).sort();

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: associations, programs and trial bureaus', target),
    () => {
      const gateway = useSeededGateway(target);
      let specializationId: string;
      let evaluationId: string;

      const create = async (k: Kind, input: Row) =>
        dataOf(
          await gateway.graphql[k.writer]<Record<string, Row & { id: string }>>(
            documents(k).create,
            {
              input,
            },
          ),
        )[k.create] as Row & { id: string };

      beforeAll(async () => {
        specializationId = await firstId(gateway.v1.admin, '/specializations?sort=id');
        evaluationId = await firstId(
          gateway.v1.admin,
          '/evaluations?sort=id&filter[status]=published',
        );
      });

      it.each(kinds.map((k) => [k.type, k] as const))(
        '%s: create answers the fields and relations; /v1 holds the same',
        async (_type, k) => {
          const created = await create(k, {
            [k.label]: `Nieuw ${k.type}`,
            abbreviation: 'NW',
            description: '<p>Over ons</p>',
            url: 'https://example.org/nieuw',
            specializationIds: [specializationId],
            evaluationIds: [evaluationId],
          });
          expect(created).toMatchObject({
            [k.label]: `Nieuw ${k.type}`,
            abbreviation: 'NW',
            description: '<p>Over ons</p>',
            url: 'https://example.org/nieuw',
            logoId: null,
            logo: null,
          });
          expect(idsOf(created.specializations)).toEqual([specializationId]);
          expect(idsOf(created.evaluations)).toEqual([evaluationId]);
          const stored = await v1Data<Row>(
            gateway.v1.admin,
            `${k.path}/${created.id}?with[]=specializations&with[]=evaluations`,
          );
          expect(stored).toMatchObject({
            [k.label]: `Nieuw ${k.type}`,
            abbreviation: 'NW',
            description: '<p>Over ons</p>',
            url: 'https://example.org/nieuw',
          });
          expect(idsOf(stored.specializations)).toEqual([specializationId]);
          expect(idsOf(stored.evaluations)).toEqual([evaluationId]);
        },
      );

      it.each(kinds.map((k) => [k.type, k] as const))(
        '%s: update links an uploaded logo, clears nulls and keeps what is not given',
        async (_type, k) => {
          const created = await create(k, {
            [k.label]: `Logo ${k.type}`,
            abbreviation: 'LG',
            url: 'https://example.org/logo',
            specializationIds: [specializationId],
          });
          const logo = await upload(gateway.v1[k.writer]);
          const updated = dataOf(
            await gateway.graphql[k.writer]<Record<string, Row>>(documents(k).update, {
              id: created.id,
              input: { logoId: logo.id, url: null, specializationIds: [] },
            }),
          )[k.update];
          expect(updated).toMatchObject({
            id: created.id,
            [k.label]: `Logo ${k.type}`,
            abbreviation: 'LG',
            url: null,
            logoId: logo.id,
            logo: { id: logo.id, url: logo.url, mimeType: 'image/png' },
            specializations: [],
          });
          const stored = await v1Data<Row>(
            gateway.v1.admin,
            `${k.path}/${created.id}?with[]=logo&with[]=specializations`,
          );
          expect(stored).toMatchObject({
            abbreviation: 'LG',
            url: null,
            logo_id: Number(logo.id),
            logo: { url: logo.url },
            specializations: [],
          });
          const download = await fetch(`${gateway.server.baseUrl}${logo.url}`);
          expect(download.status).toBe(200);
          expect(download.headers.get('content-type')).toBe('image/png');
        },
      );

      it.each(kinds.map((k) => [k.type, k] as const))(
        '%s: delete and bulk delete answer true and /v1 then answers 404',
        async (_type, k) => {
          const doc = documents(k);
          const [one, two, three] = [
            await create(k, { [k.label]: `Weg ${k.type} 1` }),
            await create(k, { [k.label]: `Weg ${k.type} 2` }),
            await create(k, { [k.label]: `Weg ${k.type} 3` }),
          ];
          if (!one || !two || !three) throw new Error('not created');
          expect(dataOf(await gateway.graphql[k.writer](doc.remove, { id: one.id }))).toEqual({
            [k.remove]: true,
          });
          expect(await v1Status(gateway.v1.admin, `${k.path}/${one.id}`)).toBe(404);
          expect(
            dataOf(await gateway.graphql[k.writer](doc.removeMany, { ids: [two.id, three.id] })),
          ).toEqual({ [k.removeMany]: true });
          expect(await v1Status(gateway.v1.admin, `${k.path}/${two.id}`)).toBe(404);
          expect(await v1Status(gateway.v1.admin, `${k.path}/${three.id}`)).toBe(404);
        },
      );

      it.each(kinds.map((k) => [k.type, k] as const))(
        '%s: refusals pass through (401, 403, 404, 422 in both languages) and change nothing',
        async (_type, k) => {
          const doc = documents(k);
          const created = await create(k, { [k.label]: `Blijft ${k.type}`, abbreviation: 'BL' });
          const before = await v1Data<Row>(gateway.v1.admin, `${k.path}/${created.id}`);
          const input = { [k.label]: 'Nooit' };
          expectError(await gateway.graphql.anonymous(doc.create, { input }), 'UNAUTHENTICATED');
          expectError(await gateway.graphql[k.refused](doc.create, { input }), 'FORBIDDEN');
          expectError(
            await gateway.graphql[k.refused](doc.update, { id: created.id, input }),
            'FORBIDDEN',
          );
          expectError(
            await gateway.graphql[k.refused](doc.remove, { id: created.id }),
            'FORBIDDEN',
          );
          expectError(
            await gateway.graphql.admin(doc.update, { id: '987654', input }),
            'NOT_FOUND',
          );
          expectError(await gateway.graphql.admin(doc.remove, { id: '987654' }), 'NOT_FOUND');

          const invalid = { [k.label]: 'Gewijzigd', url: 'geen url', abbreviation: 'X'.repeat(31) };
          const nl = fieldErrors(
            await gateway.graphql.admin(doc.update, { id: created.id, input: invalid }),
          );
          const en = fieldErrors(
            await gateway.graphql.admin(
              doc.update,
              { id: created.id, input: invalid },
              { locale: 'en' },
            ),
          );
          expect(nl.url).toEqual(['Ongeldige url']);
          expect(en.url).toEqual(['Invalid url']);
          expect(Object.keys(nl).sort()).toEqual(['abbreviation', 'url']);
          expect(await v1Data<Row>(gateway.v1.admin, `${k.path}/${created.id}`)).toEqual(before);
        },
      );

      it.each(kinds.map((k) => [k.type, k] as const))(
        '%s: update<Owner>Settings merges, null removes a key, and answers the rows',
        async (_type, k) => {
          const doc = documents(k);
          const owner = await create(k, { [k.label]: `Instellingen ${k.type}` });
          const first = dataOf(
            await gateway.graphql[k.writer]<Record<string, Row[]>>(doc.settings, {
              id: owner.id,
              values: { kleur: '#00aa55', 'menu.items': ['nieuws', 'agenda'] },
            }),
          )[k.settings];
          expect(first?.map(({ key, value }) => ({ key, value }))).toEqual([
            { key: 'kleur', value: '#00aa55' },
            { key: 'menu.items', value: ['nieuws', 'agenda'] },
          ]);
          const second = dataOf(
            await gateway.graphql[k.writer]<Record<string, Row[]>>(doc.settings, {
              id: owner.id,
              values: { kleur: null },
            }),
          )[k.settings];
          expect(second?.map(({ key }) => key)).toEqual(['menu.items']);
          expect(
            await v1Data(gateway.v1.admin, `${k.path}/${owner.id}/relationships/settings`),
          ).toEqual({ 'menu.items': ['nieuws', 'agenda'] });
          expectError(
            await gateway.graphql[k.refused](doc.settings, { id: owner.id, values: { a: 1 } }),
            'FORBIDDEN',
          );
          expectError(
            await gateway.graphql.admin(doc.settings, { id: '987654', values: { a: 1 } }),
            'NOT_FOUND',
          );
        },
      );
    },
  );
}
