// GraphQL create/update/delete of events (/v1/events) and posts (/v1/posts) against a real gateway:
// answers hold the written values and their owner, /v1 shows the same, deletes make /v1 answer 404,
// and /v1's validation and role errors pass through.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { firstId, upload, v1Data, v1Status } from '../support/v1-calls.ts';

type Row = Record<string, unknown> & { id: string };

const EVENT = `id title content url date startsAt endsAt room type recurring eventableType eventableId
  eventable { type id title }`;
const CREATE_EVENT = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT} } }`;
const UPDATE_EVENT = `mutation ($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) { ${EVENT} } }`;
const DELETE_EVENT = 'mutation ($id: ID!) { deleteEvent(id: $id) }';
const DELETE_EVENTS = 'mutation ($ids: [ID!]!) { deleteEvents(ids: $ids) }';

const POST = `id title content imageId image { id url mimeType } publishAt isPinned postableType postableId
  postable { type id title }`;
const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { ${POST} } }`;
const UPDATE_POST = `mutation ($id: ID!, $input: UpdatePostInput!) {
  updatePost(id: $id, input: $input) { ${POST} } }`;
const DELETE_POST = 'mutation ($id: ID!) { deletePost(id: $id) }';
const DELETE_POSTS = 'mutation ($ids: [ID!]!) { deletePosts(ids: $ids) }';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: events and posts', target),
    () => {
      const gateway = useSeededGateway(target);
      let associationId: string;
      let programId: string;
      let evaluationId: string;

      const createEvent = async (input: Record<string, unknown>) =>
        dataOf(await gateway.graphql.editor<{ createEvent: Row }>(CREATE_EVENT, { input }))
          .createEvent;
      const createPost = async (input: Record<string, unknown>) =>
        dataOf(await gateway.graphql.editor<{ createPost: Row }>(CREATE_POST, { input }))
          .createPost;

      beforeAll(async () => {
        associationId = await firstId(gateway.v1.admin, '/associations?sort=id');
        programId = await firstId(gateway.v1.admin, '/programs?sort=id');
        evaluationId = await firstId(gateway.v1.admin, '/evaluations?sort=id');
      });

      it('createEvent answers the event with its owner; /v1 holds the same', async () => {
        const event = await createEvent({
          eventableType: 'ASSOCIATION',
          eventableId: associationId,
          title: 'Jaarcongres',
          content: '<p>Programma volgt</p>',
          url: 'https://example.org/congres',
          startsAt: '2030-10-01T07:30:00.000Z',
          endsAt: '2030-10-02T15:00:00.000Z',
          room: 'Jaarbeurs',
          type: 'CONGRESS',
          recurring: 'YEARLY',
        });
        expect(event).toMatchObject({
          title: 'Jaarcongres',
          content: '<p>Programma volgt</p>',
          url: 'https://example.org/congres',
          date: null,
          startsAt: '2030-10-01T07:30:00.000Z',
          endsAt: '2030-10-02T15:00:00.000Z',
          room: 'Jaarbeurs',
          type: 'CONGRESS',
          recurring: 'YEARLY',
          eventableType: 'ASSOCIATION',
          eventableId: associationId,
          eventable: { type: 'ASSOCIATION', id: associationId },
        });
        expect(await v1Data(gateway.v1.anonymous, `/events/${event.id}`)).toMatchObject({
          title: 'Jaarcongres',
          starts_at: '2030-10-01T07:30:00.000Z',
          type: 'congress',
          recurring: 'yearly',
          eventable_type: 'association',
          eventable_id: Number(associationId),
        });
      });

      it('updateEvent changes the given fields, moves the event to another owner and clears nulls', async () => {
        const event = await createEvent({
          eventableType: 'ASSOCIATION',
          eventableId: associationId,
          title: 'Cursus',
          date: '2030-03-03',
          room: 'Lokaal 1',
        });
        const updated = dataOf(
          await gateway.graphql.editor<{ updateEvent: Row }>(UPDATE_EVENT, {
            id: event.id,
            input: { eventableType: 'PROGRAM', eventableId: programId, room: null, type: 'COURSE' },
          }),
        ).updateEvent;
        expect(updated).toMatchObject({
          id: event.id,
          title: 'Cursus',
          date: '2030-03-03',
          room: null,
          type: 'COURSE',
          eventableType: 'PROGRAM',
          eventableId: programId,
          eventable: { type: 'PROGRAM', id: programId },
        });
        expect(await v1Data(gateway.v1.admin, `/events/${event.id}`)).toMatchObject({
          room: null,
          type: 'course',
          eventable_type: 'program',
          eventable_id: Number(programId),
        });
      });

      it('refuses events /v1 refuses and changes nothing', async () => {
        const event = await createEvent({
          eventableType: 'PROGRAM',
          eventableId: programId,
          title: 'Blijft',
          date: '2030-04-04',
        });
        const before = await v1Data(gateway.v1.admin, `/events/${event.id}`);
        const untitled = await gateway.graphql.editor(UPDATE_EVENT, {
          id: event.id,
          input: { title: '', url: 'geen url' },
        });
        expect(fieldErrors(untitled)).toEqual({ title: ['Verplicht'], url: ['Ongeldige url'] });
        const backwards = await gateway.graphql.editor(UPDATE_EVENT, {
          id: event.id,
          input: { startsAt: '2030-04-04T10:00:00.000Z', endsAt: '2030-04-04T09:00:00.000Z' },
        });
        expect(Object.keys(fieldErrors(backwards))).toEqual(['endsAt']);
        const missingOwner = await gateway.graphql.editor(
          CREATE_EVENT,
          {
            input: {
              eventableType: 'PROGRAM',
              eventableId: '987654',
              title: 'Wees',
              date: '2030-01-01',
            },
          },
          { locale: 'en' },
        );
        expect(Object.keys(fieldErrors(missingOwner))).toEqual(['eventableId']);
        expectError(
          await gateway.graphql.anonymous(DELETE_EVENT, { id: event.id }),
          'UNAUTHENTICATED',
        );
        expectError(
          await gateway.graphql.researcher(UPDATE_EVENT, { id: event.id, input: { title: 'x' } }),
          'FORBIDDEN',
        );
        expectError(
          await gateway.graphql.editor(UPDATE_EVENT, { id: '987654', input: { title: 'x' } }),
          'NOT_FOUND',
        );
        expect(await v1Data(gateway.v1.admin, `/events/${event.id}`)).toEqual(before);
      });

      it('a download carries an uploaded file (fileId and file); without url and file it is refused', async () => {
        const pdf = await upload(gateway.v1.editor, 'pdf');
        const WITH_FILE = `${EVENT} fileId file { id url name mimeType }`;
        const download = dataOf(
          await gateway.graphql.editor<{ createEvent: Row }>(
            `mutation ($input: CreateEventInput!) { createEvent(input: $input) { ${WITH_FILE} } }`,
            {
              input: {
                eventableType: 'PROGRAM',
                eventableId: programId,
                title: 'Protocol',
                date: '2030-05-05',
                type: 'DOWNLOAD',
                fileId: pdf.id,
              },
            },
          ),
        ).createEvent;
        expect(download).toMatchObject({
          type: 'DOWNLOAD',
          url: null,
          fileId: pdf.id,
          file: { id: pdf.id, url: pdf.url, name: 'protocol.pdf', mimeType: 'application/pdf' },
        });
        expect(await v1Data(gateway.v1.anonymous, `/events/${download.id}`)).toMatchObject({
          file_id: Number(pdf.id),
        });
        const read = dataOf(
          await gateway.graphql.anonymous<{ event: Row }>(
            `query ($id: ID!) { event(id: $id) { id fileId file { url } } }`,
            { id: download.id },
          ),
        ).event;
        expect(read).toEqual({ id: download.id, fileId: pdf.id, file: { url: pdf.url } });

        const withoutFile = await gateway.graphql.editor(
          UPDATE_EVENT,
          { id: download.id, input: { fileId: null } },
          { locale: 'en' },
        );
        expect(fieldErrors(withoutFile)).toEqual({
          url: ['Enter an address or upload a file'],
          fileId: ['Enter an address or upload a file'],
        });
        const linked = dataOf(
          await gateway.graphql.editor<{ updateEvent: Row }>(
            `mutation ($id: ID!, $input: UpdateEventInput!) {
              updateEvent(id: $id, input: $input) { ${WITH_FILE} } }`,
            { id: download.id, input: { fileId: null, url: 'https://example.org/protocol.pdf' } },
          ),
        ).updateEvent;
        expect(linked).toMatchObject({
          fileId: null,
          file: null,
          url: 'https://example.org/protocol.pdf',
        });
      });

      it('deleteEvent and deleteEvents answer true and /v1 then answers 404', async () => {
        const owner = { eventableType: 'ASSOCIATION', eventableId: associationId };
        const one = await createEvent({ ...owner, title: 'Weg 1', date: '2030-06-01' });
        const two = await createEvent({ ...owner, title: 'Weg 2', date: '2030-06-02' });
        const three = await createEvent({ ...owner, title: 'Weg 3', date: '2030-06-03' });
        expect(dataOf(await gateway.graphql.editor(DELETE_EVENT, { id: one.id }))).toEqual({
          deleteEvent: true,
        });
        expect(await v1Status(gateway.v1.admin, `/events/${one.id}`)).toBe(404);
        expect(
          dataOf(await gateway.graphql.editor(DELETE_EVENTS, { ids: [two.id, three.id] })),
        ).toEqual({
          deleteEvents: true,
        });
        expect(await v1Status(gateway.v1.admin, `/events/${two.id}`)).toBe(404);
        expect(await v1Status(gateway.v1.admin, `/events/${three.id}`)).toBe(404);
      });

      it('createPost writes site news and owned posts with an uploaded image; /v1 holds the same', async () => {
        const image = await upload(gateway.v1.editor);
        const news = await createPost({
          title: 'Nieuwe website',
          content: '<p>Welkom</p>',
          imageId: image.id,
          publishAt: '2026-01-01T08:00:00.000Z',
          isPinned: true,
        });
        expect(news).toMatchObject({
          title: 'Nieuwe website',
          content: '<p>Welkom</p>',
          imageId: image.id,
          image: { id: image.id, url: image.url, mimeType: 'image/png' },
          publishAt: '2026-01-01T08:00:00.000Z',
          isPinned: true,
          postableType: null,
          postableId: null,
          postable: null,
        });
        expect(await v1Data(gateway.v1.anonymous, `/posts/${news.id}`)).toMatchObject({
          title: 'Nieuwe website',
          image_id: Number(image.id),
          publish_at: '2026-01-01T08:00:00.000Z',
          is_pinned: true,
          postable_type: null,
        });

        const owned = await createPost({
          postableType: 'EVALUATION',
          postableId: evaluationId,
          title: 'Concept',
          publishAt: null,
        });
        expect(owned).toMatchObject({
          publishAt: null,
          isPinned: false,
          postableType: 'EVALUATION',
          postableId: evaluationId,
          postable: { type: 'EVALUATION', id: evaluationId },
        });
        expect(await v1Data(gateway.v1.admin, `/posts/${owned.id}`)).toMatchObject({
          publish_at: null,
          postable_type: 'evaluation',
          postable_id: Number(evaluationId),
        });
      });

      it('updatePost changes the given fields, removes the image with null and moves the owner', async () => {
        const image = await upload(gateway.v1.editor);
        const post = await createPost({ title: 'Verhuist', imageId: image.id });
        const updated = dataOf(
          await gateway.graphql.editor<{ updatePost: Row }>(UPDATE_POST, {
            id: post.id,
            input: { imageId: null, postableType: 'ASSOCIATION', postableId: associationId },
          }),
        ).updatePost;
        expect(updated).toMatchObject({
          id: post.id,
          title: 'Verhuist',
          imageId: null,
          image: null,
          postableType: 'ASSOCIATION',
          postable: { type: 'ASSOCIATION', id: associationId },
        });
        expect(await v1Data(gateway.v1.admin, `/posts/${post.id}`)).toMatchObject({
          image_id: null,
          postable_type: 'association',
          postable_id: Number(associationId),
        });
      });

      it('refuses posts /v1 refuses (both languages) and changes nothing', async () => {
        const post = await createPost({ title: 'Onaangeroerd' });
        const before = await v1Data(gateway.v1.admin, `/posts/${post.id}`);
        const input = { title: '', imageId: '987654' };
        const nl = fieldErrors(await gateway.graphql.editor(UPDATE_POST, { id: post.id, input }));
        const en = fieldErrors(
          await gateway.graphql.editor(UPDATE_POST, { id: post.id, input }, { locale: 'en' }),
        );
        const v1 = await gateway.v1.editor.patch<{ errors: Record<string, string[]> }>(
          `/posts/${post.id}`,
          { title: '', image_id: 987654 },
          { locale: 'en' },
        );
        expect(nl.title).toEqual(['Verplicht']);
        expect(en).toEqual({ title: v1.body.errors.title, imageId: v1.body.errors.image_id });
        expectError(
          await gateway.graphql.anonymous(CREATE_POST, { input: { title: 'x' } }),
          'UNAUTHENTICATED',
        );
        expectError(
          await gateway.graphql.researcher(CREATE_POST, { input: { title: 'x' } }),
          'FORBIDDEN',
        );
        expectError(await gateway.graphql.editor(DELETE_POST, { id: '987654' }), 'NOT_FOUND');
        expect(await v1Data(gateway.v1.admin, `/posts/${post.id}`)).toEqual(before);
      });

      it('deletePost and deletePosts answer true and /v1 then answers 404', async () => {
        const [one, two, three] = [
          await createPost({ title: 'Weg 1' }),
          await createPost({ title: 'Weg 2' }),
          await createPost({ title: 'Weg 3' }),
        ];
        if (!one || !two || !three) throw new Error('not created');
        expect(dataOf(await gateway.graphql.editor(DELETE_POST, { id: one.id }))).toEqual({
          deletePost: true,
        });
        expect(await v1Status(gateway.v1.admin, `/posts/${one.id}`)).toBe(404);
        expect(
          dataOf(await gateway.graphql.editor(DELETE_POSTS, { ids: [two.id, three.id] })),
        ).toEqual({
          deletePosts: true,
        });
        expect(await v1Status(gateway.v1.admin, `/posts/${two.id}`)).toBe(404);
        expect(await v1Status(gateway.v1.admin, `/posts/${three.id}`)).toBe(404);
      });
    },
  );
}
