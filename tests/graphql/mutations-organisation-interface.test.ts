// The writes that take an organisation kind (createOrganisation, addOrganisationDocument, ...)
// against a seeded gateway, over the three kinds: each does what the kind's own mutation does (/v1
// shows it), answers an `Organisation` of the right type, takes a trial bureau's name as `title`
// (also in a refusal), and passes the kind's role rules and not-found through.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Role, useSeededGateway } from '../support/seeded-gateway.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown> & { id: string };

const kinds = [
  { kind: 'ASSOCIATION', type: 'Association', path: '/associations', name: 'title' },
  { kind: 'PROGRAM', type: 'Program', path: '/programs', name: 'title' },
  { kind: 'TRIAL_BUREAU', type: 'TrialBureau', path: '/trial-bureau', name: 'name' },
] as const;

/** The least role that writes the kind, and the role below it. */
const writerOf = (kind: string): Exclude<Role, 'anonymous'> =>
  kind === 'TRIAL_BUREAU' ? 'admin' : 'editor';
const refusedOf = (kind: string): Exclude<Role, 'anonymous'> =>
  kind === 'TRIAL_BUREAU' ? 'editor' : 'researcher';

const FIELDS = `__typename id title abbreviation url specializations { id }
  ... on TrialBureau { name }`;

const CREATE = `mutation ($kind: OrganisationKind!, $input: CreateOrganisationInput!) {
  createOrganisation(kind: $kind, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($kind: OrganisationKind!, $id: ID!, $input: UpdateOrganisationInput!) {
  updateOrganisation(kind: $kind, id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($kind: OrganisationKind!, $id: ID!) {
  deleteOrganisation(kind: $kind, id: $id) }`;
const DELETE_MANY = `mutation ($kind: OrganisationKind!, $ids: [ID!]!) {
  deleteOrganisations(kind: $kind, ids: $ids) }`;
const SETTINGS = `mutation ($kind: OrganisationKind!, $owner: ID!, $values: JSON!) {
  updateOrganisationSettings(kind: $kind, ownerId: $owner, values: $values) { key value } }`;

const DOCUMENT = {
  add: `mutation ($kind: OrganisationKind!, $owner: ID!, $input: OrganisationDocumentInput!) {
    addOrganisationDocument(kind: $kind, ownerId: $owner, input: $input) { id title isPublic } }`,
  update: `mutation ($kind: OrganisationKind!, $owner: ID!, $id: ID!,
    $input: UpdateOrganisationDocumentInput!) {
    updateOrganisationDocument(kind: $kind, ownerId: $owner, id: $id, input: $input) {
      id title isPublic } }`,
  remove: `mutation ($kind: OrganisationKind!, $owner: ID!, $id: ID!) {
    removeOrganisationDocument(kind: $kind, ownerId: $owner, id: $id) }`,
};

const EVENT = {
  add: `mutation ($kind: PublishingOrganisationKind!, $owner: ID!, $input: EventInput!) {
    addOrganisationEvent(kind: $kind, ownerId: $owner, input: $input) {
      id title room eventableType } }`,
  update: `mutation ($kind: PublishingOrganisationKind!, $owner: ID!, $id: ID!,
    $input: UpdateEventInput!) {
    updateOrganisationEvent(kind: $kind, ownerId: $owner, id: $id, input: $input) {
      id title room eventableType } }`,
  remove: `mutation ($kind: PublishingOrganisationKind!, $owner: ID!, $id: ID!) {
    removeOrganisationEvent(kind: $kind, ownerId: $owner, id: $id) }`,
};

const POST = {
  add: `mutation ($kind: PublishingOrganisationKind!, $owner: ID!, $input: PostInput!) {
    addOrganisationPost(kind: $kind, ownerId: $owner, input: $input) {
      id title isPinned postableType } }`,
  update: `mutation ($kind: PublishingOrganisationKind!, $owner: ID!, $id: ID!,
    $input: UpdatePostInput!) {
    updateOrganisationPost(kind: $kind, ownerId: $owner, id: $id, input: $input) {
      id title isPinned postableType } }`,
  remove: `mutation ($kind: PublishingOrganisationKind!, $owner: ID!, $id: ID!) {
    removeOrganisationPost(kind: $kind, ownerId: $owner, id: $id) }`,
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations taking an organisation kind', target),
    () => {
      const gateway = useSeededGateway(target);
      let specializationId: string;

      const create = async (kind: string, title: string) => {
        const answer = await gateway.graphql[writerOf(kind)]<{ createOrganisation: Row }>(CREATE, {
          kind,
          input: { title },
        });
        return dataOf(answer).createOrganisation;
      };

      beforeAll(async () => {
        specializationId = await firstId(gateway.v1.admin, '/specializations?sort=id');
      });

      it.each(kinds)(
        '$kind: create and update answer the $type with its title; /v1 holds it',
        async ({ kind, type, path, name }) => {
          const gql = gateway.graphql[writerOf(kind)];
          const created = dataOf(
            await gql<{ createOrganisation: Row }>(CREATE, {
              kind,
              input: { title: `Eén ${type}`, abbreviation: 'EEN', specializationIds: [] },
            }),
          ).createOrganisation;
          expect(created).toMatchObject({
            __typename: type,
            title: `Eén ${type}`,
            abbreviation: 'EEN',
            specializations: [],
          });
          if (type === 'TrialBureau') expect(created.name).toBe(`Eén ${type}`);
          expect(await v1Data(gateway.v1.admin, `${path}/${created.id}`)).toMatchObject({
            [name]: `Eén ${type}`,
            abbreviation: 'EEN',
          });

          const updated = dataOf(
            await gql<{ updateOrganisation: Row }>(UPDATE, {
              kind,
              id: created.id,
              input: {
                title: `Andere ${type}`,
                url: 'https://example.org/ander',
                specializationIds: [specializationId],
              },
            }),
          ).updateOrganisation;
          expect(updated).toMatchObject({
            __typename: type,
            id: created.id,
            title: `Andere ${type}`,
            abbreviation: 'EEN',
            url: 'https://example.org/ander',
            specializations: [{ id: specializationId }],
          });
          expect(await v1Data(gateway.v1.admin, `${path}/${created.id}`)).toMatchObject({
            [name]: `Andere ${type}`,
            url: 'https://example.org/ander',
          });
        },
      );

      it.each(kinds)(
        '$kind: delete and bulk delete answer true and /v1 then answers 404',
        async ({ kind, type, path }) => {
          const gql = gateway.graphql[writerOf(kind)];
          const [one, two, three] = [
            await create(kind, `Weg ${type} 1`),
            await create(kind, `Weg ${type} 2`),
            await create(kind, `Weg ${type} 3`),
          ];
          if (!one || !two || !three) throw new Error('not created');
          expect(dataOf(await gql(DELETE, { kind, id: one.id }))).toEqual({
            deleteOrganisation: true,
          });
          expect(await v1Status(gateway.v1.admin, `${path}/${one.id}`)).toBe(404);
          expect(dataOf(await gql(DELETE_MANY, { kind, ids: [two.id, three.id] }))).toEqual({
            deleteOrganisations: true,
          });
          expect(await v1Status(gateway.v1.admin, `${path}/${two.id}`)).toBe(404);
          expect(await v1Status(gateway.v1.admin, `${path}/${three.id}`)).toBe(404);
        },
      );

      it.each(kinds)(
        '$kind: refusals as the kind answers them; an empty title is refused as `title`',
        async ({ kind, type, path }) => {
          const created = await create(kind, `Blijft ${type}`);
          const before = await v1Data(gateway.v1.admin, `${path}/${created.id}`);
          const input = { title: 'Nooit' };
          expectError(await gateway.graphql.anonymous(CREATE, { kind, input }), 'UNAUTHENTICATED');
          expectError(await gateway.graphql[refusedOf(kind)](CREATE, { kind, input }), 'FORBIDDEN');
          expectError(
            await gateway.graphql[refusedOf(kind)](DELETE, { kind, id: created.id }),
            'FORBIDDEN',
          );
          expectError(
            await gateway.graphql.admin(UPDATE, { kind, id: '987654', input }),
            'NOT_FOUND',
          );
          expectError(await gateway.graphql.admin(DELETE, { kind, id: '987654' }), 'NOT_FOUND');
          const refused = await gateway.graphql.admin(UPDATE, {
            kind,
            id: created.id,
            input: { title: '', url: 'geen url' },
          });
          expectError(refused, 'BAD_USER_INPUT');
          expect(Object.keys(fieldErrors(refused)).sort()).toEqual(['title', 'url']);
          expect(await v1Data(gateway.v1.admin, `${path}/${created.id}`)).toEqual(before);
        },
      );

      it.each(kinds)(
        '$kind: documents and settings through the kind-taking writes; /v1 follows',
        async ({ kind, type, path }) => {
          const gql = gateway.graphql[writerOf(kind)];
          const owner = (await create(kind, `Delen ${type}`)).id;
          const file = (await upload(gateway.v1.admin, 'pdf')).id;
          const base = `${path}/${owner}/relationships/documents`;
          const added = dataOf(
            await gql<{ addOrganisationDocument: Row }>(DOCUMENT.add, {
              kind,
              owner,
              input: { type: 'SOPS', title: 'Werkwijze', fileId: file },
            }),
          ).addOrganisationDocument;
          expect(added).toMatchObject({ title: 'Werkwijze', isPublic: false });
          expect(await v1Data(gateway.v1.admin, `${base}/${added.id}`)).toMatchObject({
            type: 'sops',
            title: 'Werkwijze',
          });
          const updated = dataOf(
            await gql<{ updateOrganisationDocument: Row }>(DOCUMENT.update, {
              kind,
              owner,
              id: added.id,
              input: { isPublic: true },
            }),
          ).updateOrganisationDocument;
          expect(updated).toMatchObject({ id: added.id, title: 'Werkwijze', isPublic: true });
          expect(dataOf(await gql(DOCUMENT.remove, { kind, owner, id: added.id }))).toEqual({
            removeOrganisationDocument: true,
          });
          expect(await v1Status(gateway.v1.admin, `${base}/${added.id}`)).toBe(404);
          expectError(
            await gateway.graphql[refusedOf(kind)](DOCUMENT.add, {
              kind,
              owner,
              input: { type: 'SOPS', title: 'Nooit', fileId: file },
            }),
            'FORBIDDEN',
          );

          const settings = dataOf(
            await gql<{ updateOrganisationSettings: { key: string; value: unknown }[] }>(SETTINGS, {
              kind,
              owner,
              values: { kleur: '#00aa55' },
            }),
          ).updateOrganisationSettings;
          expect(settings).toEqual([{ key: 'kleur', value: '#00aa55' }]);
        },
      );

      it.each(kinds.filter(({ kind }) => kind !== 'TRIAL_BUREAU'))(
        '$kind: events and posts through the kind-taking writes; /v1 follows',
        async ({ kind, path }) => {
          const gql = gateway.graphql.editor;
          const owner = await firstId(gateway.v1.admin, `${path}?sort=id`);
          for (const [part, documents, input, change, changed] of [
            [
              'events',
              EVENT,
              { title: 'Ledenvergadering', date: '2030-05-12', room: 'Zaal 2' },
              { room: 'Zaal 3' },
              { room: 'Zaal 3', eventableType: kind },
            ],
            [
              'posts',
              POST,
              { title: 'Nieuwe richtlijn', content: '<p>Lees meer</p>' },
              { isPinned: true },
              { isPinned: true, postableType: kind },
            ],
          ] as const) {
            const [add, update, remove] = ['add', 'update', 'remove'].map(
              (verb) => `${verb}Organisation${part === 'events' ? 'Event' : 'Post'}`,
            ) as [string, string, string];
            const base = `${path}/${owner}/relationships/${part}`;
            const added = dataOf(
              await gql<Record<string, Row>>(documents.add, { kind, owner, input }),
            )[add];
            if (!added) throw new Error(`${add} answered nothing`);
            expect(added).toMatchObject({ title: input.title });
            expect(await v1Data(gateway.v1.admin, `${base}/${added.id}`)).toMatchObject({
              title: input.title,
            });
            const updated = dataOf(
              await gql<Record<string, Row>>(documents.update, {
                kind,
                owner,
                id: added.id,
                input: change,
              }),
            )[update];
            expect(updated).toMatchObject({ id: added.id, ...changed });
            expect(dataOf(await gql(documents.remove, { kind, owner, id: added.id }))).toEqual({
              [remove]: true,
            });
            expect(await v1Status(gateway.v1.admin, `${base}/${added.id}`)).toBe(404);
            expectError(
              await gateway.graphql.researcher(documents.add, { kind, owner, input }),
              'FORBIDDEN',
            );
          }
        },
      );

      it('a trial bureau has no events or posts: the kind is refused before /v1', async () => {
        const owner = await firstId(gateway.v1.admin, '/trial-bureau?sort=id');
        const answer = await gateway.graphql.admin(
          `mutation ($owner: ID!) {
            addOrganisationEvent(kind: TRIAL_BUREAU, ownerId: $owner, input: { title: "X" }) { id }
          }`,
          { owner },
        );
        expect(answer.errors?.[0]?.message).toMatch(/PublishingOrganisationKind/);
      });
    },
  );
}
