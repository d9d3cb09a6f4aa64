// GraphQL add/update/remove of the parts of associations, programs and trial bureaus (documents,
// events, posts) against a real gateway, table-driven over every owner and part: answers hold the
// written values, /v1's relationship route shows them, and a removed part answers 404 there.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Role, useSeededGateway } from '../support/seeded-gateway.ts';
import { firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown>;
type Files = { pdf: string; png: string; otherPdf: string };

interface Part {
  path: 'documents' | 'events' | 'posts';
  inputType: string;
  updateType: string;
  fields: string;
  input(files: Files): Row;
  added(files: Files, ownerType: string): { answer: Row; v1: Row };
  change(files: Files): Row;
  changed(files: Files): { answer: Row; v1: Row };
  invalid: { input: Row; field: string };
}

const parts: Record<Part['path'], Part> = {
  documents: {
    path: 'documents',
    inputType: 'OrganisationDocumentInput!',
    updateType: 'UpdateOrganisationDocumentInput!',
    fields: 'id title isPublic fileId file { id mimeType }',
    input: ({ pdf }) => ({ type: 'SOPS', title: 'Werkwijze', fileId: pdf }),
    added: ({ pdf }) => ({
      answer: { title: 'Werkwijze', isPublic: false, fileId: pdf, file: { id: pdf } },
      v1: { type: 'sops', title: 'Werkwijze', is_public: false, file_id: Number(pdf) },
    }),
    change: ({ otherPdf }) => ({ type: 'REPORTS', isPublic: true, fileId: otherPdf }),
    changed: ({ otherPdf }) => ({
      answer: { title: 'Werkwijze', isPublic: true, fileId: otherPdf },
      v1: { type: 'reports', is_public: true, file_id: Number(otherPdf) },
    }),
    invalid: { input: { type: 'NEWS', title: '', fileId: '987654' }, field: 'title' },
  },
  events: {
    path: 'events',
    inputType: 'EventInput!',
    updateType: 'UpdateEventInput!',
    fields: 'id title date startsAt endsAt room type recurring eventableType eventableId',
    input: () => ({ title: 'Ledenvergadering', date: '2030-05-12', room: 'Zaal 2' }),
    added: (_files, ownerType) => ({
      answer: {
        title: 'Ledenvergadering',
        date: '2030-05-12',
        room: 'Zaal 2',
        type: 'EVENT',
        recurring: 'NONE',
        eventableType: ownerType,
      },
      v1: { title: 'Ledenvergadering', date: '2030-05-12', type: 'event', recurring: 'none' },
    }),
    change: () => ({
      type: 'WEBINAR',
      recurring: 'MONTHLY',
      startsAt: '2030-05-12T18:00:00.000Z',
      endsAt: '2030-05-12T19:30:00.000Z',
      room: null,
    }),
    changed: () => ({
      answer: {
        title: 'Ledenvergadering',
        type: 'WEBINAR',
        recurring: 'MONTHLY',
        startsAt: '2030-05-12T18:00:00.000Z',
        endsAt: '2030-05-12T19:30:00.000Z',
        room: null,
      },
      v1: { type: 'webinar', recurring: 'monthly', starts_at: '2030-05-12T18:00:00.000Z' },
    }),
    invalid: {
      input: {
        title: 'Achterstevoren',
        startsAt: '2030-05-12T18:00:00.000Z',
        endsAt: '2030-05-12T17:00:00.000Z',
      },
      field: 'endsAt',
    },
  },
  posts: {
    path: 'posts',
    inputType: 'PostInput!',
    updateType: 'UpdatePostInput!',
    fields: 'id title content imageId image { id url } publishAt isPinned postableType postableId',
    input: ({ png }) => ({ title: 'Nieuwe richtlijn', content: '<p>Lees meer</p>', imageId: png }),
    added: ({ png }, ownerType) => ({
      answer: {
        title: 'Nieuwe richtlijn',
        content: '<p>Lees meer</p>',
        imageId: png,
        image: { id: png },
        isPinned: false,
        postableType: ownerType,
      },
      v1: { title: 'Nieuwe richtlijn', image_id: Number(png), is_pinned: false },
    }),
    change: () => ({ isPinned: true, imageId: null, publishAt: null }),
    changed: () => ({
      answer: { title: 'Nieuwe richtlijn', isPinned: true, imageId: null, publishAt: null },
      v1: { is_pinned: true, image_id: null, publish_at: null },
    }),
    invalid: { input: { title: 'Geen plaatje', imageId: 'abc' }, field: 'imageId' },
  },
};

interface Combination {
  owner: 'Association' | 'Program' | 'TrialBureau';
  path: string;
  writer: Exclude<Role, 'anonymous'>;
  part: Part;
  add: string;
  update: string;
  remove: string;
}

const ownerKinds = {
  Association: { path: '/associations', writer: 'editor' },
  Program: { path: '/programs', writer: 'editor' },
  TrialBureau: { path: '/trial-bureau', writer: 'admin' },
} as const;

const combination = (
  owner: Combination['owner'],
  part: Part['path'],
  add: string,
  update: string,
  remove: string,
): Combination => ({ owner, ...ownerKinds[owner], part: parts[part], add, update, remove });

const combinations: Combination[] = [
  combination(
    'Association',
    'documents',
    'addAssociationDocument',
    'updateAssociationDocument',
    'removeAssociationDocument',
  ),
  combination(
    'Association',
    'events',
    'addAssociationEvent',
    'updateAssociationEvent',
    'removeAssociationEvent',
  ),
  combination(
    'Association',
    'posts',
    'addAssociationPost',
    'updateAssociationPost',
    'removeAssociationPost',
  ),
  combination(
    'Program',
    'documents',
    'addProgramDocument',
    'updateProgramDocument',
    'removeProgramDocument',
  ),
  combination('Program', 'events', 'addProgramEvent', 'updateProgramEvent', 'removeProgramEvent'),
  combination('Program', 'posts', 'addProgramPost', 'updateProgramPost', 'removeProgramPost'),
  combination(
    'TrialBureau',
    'documents',
    'addTrialBureauDocument',
    'updateTrialBureauDocument',
    'removeTrialBureauDocument',
  ),
];

const documentsOf = (c: Combination) => ({
  add: `mutation ($owner: ID!, $input: ${c.part.inputType}) {
    ${c.add}(ownerId: $owner, input: $input) { ${c.part.fields} } }`,
  update: `mutation ($owner: ID!, $id: ID!, $input: ${c.part.updateType}) {
    ${c.update}(ownerId: $owner, id: $id, input: $input) { ${c.part.fields} } }`,
  remove: `mutation ($owner: ID!, $id: ID!) { ${c.remove}(ownerId: $owner, id: $id) }`,
});

const enumName = (owner: string) => owner.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
const label = (c: Combination) => c.add.replace(/^add/, '');

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: organisation documents, events and posts', target),
    () => {
      const gateway = useSeededGateway(target);
      let files: Files;
      const owners: Record<string, string> = {};

      beforeAll(async () => {
        files = {
          pdf: (await upload(gateway.v1.admin, 'pdf')).id,
          otherPdf: (await upload(gateway.v1.admin, 'pdf')).id,
          png: (await upload(gateway.v1.admin, 'png')).id,
        };
        for (const [owner, { path }] of Object.entries(ownerKinds))
          owners[owner] = await firstId(gateway.v1.admin, `${path}?sort=id`);
      });

      it.each(combinations.map((c) => [label(c), c] as const))(
        '%s: add, update and remove answer the written values and /v1 follows',
        async (_label, c) => {
          const doc = documentsOf(c);
          const owner = owners[c.owner];
          const base = `${c.path}/${owner}/relationships/${c.part.path}`;
          const gql = gateway.graphql[c.writer];
          const added = dataOf(
            await gql<Record<string, Row & { id: string }>>(doc.add, {
              owner,
              input: c.part.input(files),
            }),
          )[c.add];
          if (!added) throw new Error(`${c.add} answered nothing`);
          const expectAdded = c.part.added(files, enumName(c.owner));
          expect(added).toMatchObject(expectAdded.answer);
          expect(await v1Data(gateway.v1.admin, `${base}/${added.id}`)).toMatchObject(
            expectAdded.v1,
          );

          const updated = dataOf(
            await gql<Record<string, Row>>(doc.update, {
              owner,
              id: added.id,
              input: c.part.change(files),
            }),
          )[c.update];
          const expectChanged = c.part.changed(files);
          expect(updated).toMatchObject({ id: added.id, ...expectChanged.answer });
          expect(await v1Data(gateway.v1.admin, `${base}/${added.id}`)).toMatchObject(
            expectChanged.v1,
          );

          expect(dataOf(await gql(doc.remove, { owner, id: added.id }))).toEqual({
            [c.remove]: true,
          });
          expect(await v1Status(gateway.v1.admin, `${base}/${added.id}`)).toBe(404);
        },
      );

      it.each(combinations.map((c) => [label(c), c] as const))(
        '%s: refusals pass through (422 with the field, 401, 403, 404) and change nothing',
        async (_label, c) => {
          const doc = documentsOf(c);
          const owner = owners[c.owner];
          const base = `${c.path}/${owner}/relationships/${c.part.path}`;
          const before = await v1Data<Row[]>(gateway.v1.admin, base);
          const input = c.part.input(files);
          const invalid = await gateway.graphql.admin(doc.add, {
            owner,
            input: c.part.invalid.input,
          });
          expect(Object.keys(fieldErrors(invalid))).toContain(c.part.invalid.field);
          expectError(
            await gateway.graphql.anonymous(doc.add, { owner, input }),
            'UNAUTHENTICATED',
          );
          expectError(await gateway.graphql.researcher(doc.add, { owner, input }), 'FORBIDDEN');
          expectError(
            await gateway.graphql.admin(doc.add, { owner: '987654', input }),
            'NOT_FOUND',
          );
          expectError(
            await gateway.graphql.admin(doc.update, {
              owner,
              id: '987654',
              input: c.part.change(files),
            }),
            'NOT_FOUND',
          );
          expectError(
            await gateway.graphql.admin(doc.remove, { owner, id: '987654' }),
            'NOT_FOUND',
          );
          expect(await v1Data<Row[]>(gateway.v1.admin, base)).toEqual(before);
        },
      );

      it('keeps trial bureau documents for admins: an editor gets FORBIDDEN', async () => {
        const c = combinations.find((candidate) => candidate.owner === 'TrialBureau');
        if (!c) throw new Error('no trial bureau case');
        expectError(
          await gateway.graphql.editor(documentsOf(c).add, {
            owner: owners.TrialBureau,
            input: c.part.input(files),
          }),
          'FORBIDDEN',
        );
      });
    },
  );
}
