// /v1/events through real HTTP: the owners' events as one public calendar (eventable_type/id),
// period filters in Dutch time, sorting, writes by admin and editor, and the moment rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';

type Event = Record<string, unknown> & {
  id: number;
  title: string;
  eventable_type: string;
  eventable_id: number;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/events', target), () => {
    const gateway = useSeededGateway(target);
    let associationId: number;
    let programId: number;
    const period: Record<'dateOnly' | 'lateEvening' | 'spanning', number> = {
      dateOnly: 0,
      lateEvening: 0,
      spanning: 0,
    };

    const ids = (list: { body: V1List<Event> }) => list.body.data.map((event) => event.id);

    beforeAll(async () => {
      const db = gateway.server.database.db;
      associationId = (
        await db.selectFrom('associations').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id;
      programId = (
        await db.selectFrom('programs').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id;
      const owner = { eventable_type: 'association', eventable_id: associationId };
      const create = async (body: Record<string, unknown>) => {
        const response = await gateway.v1.editor.post<V1One<Event>>('/events', {
          ...owner,
          ...body,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return response.body.data.id;
      };
      // 10 May 2031 (Amsterdam: UTC+2): a day event, one running over the 9th and 10th, one at
      // 00:30 on the 12th (still the 11th in UTC).
      period.dateOnly = await create({ title: 'Dagcongres', date: '2031-05-10' });
      period.spanning = await create({
        title: 'Tweedaagse',
        starts_at: '2031-05-09T10:00:00Z',
        ends_at: '2031-05-10T10:00:00Z',
      });
      period.lateEvening = await create({
        title: 'Nachtwebinar',
        starts_at: '2031-05-11T22:30:00Z',
        type: 'webinar',
      });
    });

    it('lists every event of associations and programs for visitors, with paging', async () => {
      const first = await gateway.v1.anonymous.get<V1List<Event>>('/events?limit=10');
      expect(first.status).toBe(200);
      expect(first.body.total).toBe(15 * 4 + 4 * 6 + 3);
      expect(first.body).toMatchObject({ current_page: 1, from: 1, to: 10, last_page: 9 });
      const last = await gateway.v1.anonymous.get<V1List<Event>>('/events?limit=10&page=9');
      expect(last.body.data.length).toBe(7);
      expect(new Set([...ids(first), ...ids(last)]).size).toBe(17);
    });

    it('filters by owner pair, type and ids', async () => {
      const programs = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[eventable_type]=program&limit=100',
      );
      expect(programs.body.total).toBe(4 * 6);
      expect(programs.body.data.every((event) => event.eventable_type === 'program')).toBe(true);
      const one = await gateway.v1.anonymous.get<V1List<Event>>(
        `/events?filter[eventable_type]=association&filter[eventable_id]=${associationId}&limit=100`,
      );
      expect(one.body.total).toBe(4 + 3);
      expect(one.body.data.every((event) => event.eventable_id === associationId)).toBe(true);
      const types = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[type][]=webinar&filter[type][]=congress&limit=100',
      );
      expect(new Set(types.body.data.map((event) => event.type))).toEqual(
        new Set(['webinar', 'congress']),
      );
      const byIds = await gateway.v1.anonymous.get<V1List<Event>>(
        `/events?filter[ids]=${period.dateOnly},${period.spanning}`,
      );
      expect(ids(byIds).sort()).toEqual([period.dateOnly, period.spanning].sort());
      const bad = await gateway.v1.anonymous.get(
        '/events?filter[eventable_type]=evaluation&filter[type]=feest',
      );
      expect(bad.body).toMatchObject({
        errors: {
          'filter.eventable_type': ['Kies een van: association, program'],
          'filter.type.0': [
            'Kies een van: event, meeting, congress, course, webinar, deadline, download',
          ],
        },
      });
    });

    it('filters a period by Dutch calendar days or by instants, and sorts by start', async () => {
      const day = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[from]=2031-05-10&filter[to]=2031-05-10',
      );
      expect(ids(day).sort()).toEqual([period.dateOnly, period.spanning].sort());
      const later = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[from]=2031-05-11&filter[to]=2031-05-12',
      );
      expect(ids(later)).toEqual([period.lateEvening]);
      const instant = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[from]=2031-05-10T12:00:00Z&filter[to]=2031-05-11T23:00:00Z',
      );
      expect(ids(instant).sort()).toEqual([period.dateOnly, period.lateEvening].sort());
      const ascending = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[from]=2031-05-01&filter[to]=2031-05-31',
      );
      expect(ids(ascending)).toEqual([period.spanning, period.dateOnly, period.lateEvening]);
      const descending = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[from]=2031-05-01&filter[to]=2031-05-31&sort=!starts_at',
      );
      expect(ids(descending)).toEqual([period.lateEvening, period.dateOnly, period.spanning]);
      const byTitle = await gateway.v1.anonymous.get<V1List<Event>>(
        '/events?filter[from]=2031-05-01&filter[to]=2031-05-31&sort=title',
      );
      expect(byTitle.body.data.map((event) => event.title)).toEqual([
        'Dagcongres',
        'Nachtwebinar',
        'Tweedaagse',
      ]);
      expect((await gateway.v1.anonymous.get('/events?filter[from]=10-05-2031')).status).toBe(422);
    });

    it('presents the owner pair, and the owner itself with with[]=eventable', async () => {
      const one = await gateway.v1.anonymous.get<V1One<Event>>(
        `/events/${period.lateEvening}?with[]=eventable`,
      );
      expect(one.body.data).toMatchObject({
        eventable_type: 'association',
        eventable_id: associationId,
        eventable: { type: 'association', id: associationId, title: expect.any(String) },
        starts_at: '2031-05-11T22:30:00.000Z',
        ends_at: null,
        date: null,
        type: 'webinar',
        recurring: 'none',
      });
      expect((await gateway.v1.anonymous.get('/events/987654')).status).toBe(404);
    });

    it('lets an editor create, move, update (PATCH, PUT, POST + _method) and delete events', async () => {
      const created = await gateway.v1.editor.post<V1One<Event>>('/events', {
        eventable_type: 'program',
        eventable_id: programId,
        title: 'Kick-off',
        date: '2031-09-01',
        recurring: 'yearly',
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      const moved = await gateway.v1.editor.patch<V1One<Event>>(`/events/${id}`, {
        eventable_type: 'association',
        eventable_id: associationId,
      });
      expect(moved.body.data).toMatchObject({
        eventable_type: 'association',
        eventable_id: associationId,
      });
      const noId = await gateway.v1.editor.patch(`/events/${id}`, { eventable_type: 'program' });
      expect(noId.body).toMatchObject({ errors: { eventable_id: ['Verplicht'] } });
      const viaPost = await gateway.v1.editor.post<V1One<Event>>(`/events/${id}`, {
        _method: 'PATCH',
        room: 'Aula',
        starts_at: '2031-09-01T13:00:00+02:00',
      });
      expect(viaPost.body.data).toMatchObject({
        room: 'Aula',
        starts_at: '2031-09-01T11:00:00.000Z',
        date: '2031-09-01',
      });
      const put = await gateway.v1.editor.put<V1One<Event>>(`/events/${id}`, {
        eventable_type: 'program',
        eventable_id: programId,
        title: 'Kick-off 2',
        starts_at: '2031-09-02T09:00:00Z',
      });
      expect(put.body.data).toMatchObject({
        title: 'Kick-off 2',
        date: null,
        room: null,
        recurring: 'none',
        eventable_type: 'program',
      });
      const other = await gateway.v1.editor.post<V1One<Event>>('/events', {
        eventable_type: 'program',
        eventable_id: programId,
        title: 'Weg',
        date: '2031-01-01',
      });
      expect(
        (await gateway.v1.editor.delete(`/events?ids[]=${id}&ids[]=${other.body.data.id}`)).status,
      ).toBe(204);
      expect((await gateway.v1.anonymous.get(`/events/${id}`)).status).toBe(404);
    });

    it('validates moments, owners and formats in Dutch and English', async () => {
      const owner = { eventable_type: 'association', eventable_id: associationId };
      const nl = await gateway.v1.editor.post('/events', { ...owner, title: 'Zonder moment' });
      expect(nl.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          date: ['Vul een datum of een begintijd in'],
          starts_at: ['Vul een datum of een begintijd in'],
        },
      });
      const en = await gateway.v1.editor.post(
        '/events',
        {
          ...owner,
          title: 'Achteruit',
          starts_at: '2031-01-02T10:00:00Z',
          ends_at: '2031-01-01T10:00:00Z',
        },
        { locale: 'en' },
      );
      expect(en.body).toEqual({
        message: 'The given data was invalid',
        errors: { ends_at: ['The end date must be on or after the start date'] },
      });
      const stored = await gateway.v1.editor.post<V1One<Event>>('/events', {
        ...owner,
        title: 'Later',
        starts_at: '2031-01-02T10:00:00Z',
      });
      const patched = await gateway.v1.editor.patch(`/events/${stored.body.data.id}`, {
        ends_at: '2031-01-02T09:59:00Z',
      });
      expect(patched.body).toMatchObject({
        errors: { ends_at: ['De einddatum moet op of na de begindatum liggen'] },
      });
      const formats = await gateway.v1.editor.post(
        '/events',
        { title: '', starts_at: 'morgen', date: '2031-13-01', type: 'feest', url: 'geen url' },
        { locale: 'en' },
      );
      expect(formats.body).toMatchObject({
        errors: {
          title: ['Required'],
          starts_at: ['Invalid date and time'],
          date: ['Invalid date (YYYY-MM-DD)'],
          type: ['Choose one of: event, meeting, congress, course, webinar, deadline, download'],
          url: ['Invalid url'],
          eventable_type: ['Required'],
          eventable_id: ['Required'],
        },
      });
      const missing = await gateway.v1.editor.post('/events', {
        eventable_type: 'program',
        eventable_id: 987654,
        title: 'X',
        date: '2031-01-01',
      });
      expect(missing.body).toMatchObject({ errors: { eventable_id: ['Bestaat niet'] } });
    });

    it('links a download to an uploaded file that visitors may fetch', async () => {
      const upload = new FormData();
      upload.append('file', new Blob(['Poster']), 'poster.txt');
      const file = await gateway.v1.editor.post<{ data: { id: number; url: string } }>(
        '/files',
        upload,
      );
      expect(file.status).toBe(201);
      const fileId = file.body.data.id;
      expect((await fetch(`${gateway.server.baseUrl}/v1/files/${fileId}`)).status).toBe(401);

      const created = await gateway.v1.editor.post<V1One<Event>>(
        `/programs/${programId}/relationships/events`,
        {
          title: 'Poster',
          date: '2031-02-01',
          type: 'download',
          file_id: fileId,
        },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject({
        url: null,
        file_id: fileId,
        file: { id: fileId, url: `/v1/files/${fileId}`, name: 'poster.txt' },
      });
      const id = created.body.data.id;
      const anonymous = await fetch(`${gateway.server.baseUrl}/v1/files/${fileId}`);
      expect(anonymous.status).toBe(200);
      expect(await anonymous.text()).toBe('Poster');
      expect(anonymous.headers.get('cache-control')).toBe('public, max-age=300');
      const listed = await gateway.v1.anonymous.get<{ data: Event[] }>(
        `/programs/${programId}?with[]=events`,
      );
      const events = (listed.body.data as unknown as { events: Event[] }).events;
      expect(events.find((event) => event.id === id)).toMatchObject({ file_id: fileId });

      // Another event type may carry a file as well; an unknown file is refused.
      const unknown = await gateway.v1.editor.patch(`/events/${id}`, { file_id: 987654 });
      expect(unknown.body).toMatchObject({ errors: { file_id: ['Bestaat niet'] } });
      const meeting = await gateway.v1.editor.post<V1One<Event>>('/events', {
        eventable_type: 'association',
        eventable_id: associationId,
        title: 'Vergadering met agenda',
        date: '2031-02-02',
        type: 'meeting',
        file_id: fileId,
      });
      expect(meeting.body.data).toMatchObject({ type: 'meeting', file_id: fileId });

      // /v1/events also takes the file itself, as the multipart field `file`.
      const form = new FormData();
      form.append('eventable_type', 'program');
      form.append('eventable_id', String(programId));
      form.append('title', 'Folder');
      form.append('date', '2031-02-03');
      form.append('type', 'download');
      form.append('file', new Blob(['Folder']), 'folder.txt');
      const multipart = await gateway.v1.editor.post<V1One<Event>>('/events', form);
      expect(multipart.status, JSON.stringify(multipart.body)).toBe(201);
      expect(multipart.body.data).toMatchObject({ file: { name: 'folder.txt' } });
    });

    it('refuses a download without an address and a file, in Dutch and English', async () => {
      const download = {
        eventable_type: 'program',
        eventable_id: programId,
        title: 'Leeg',
        date: '2031-03-01',
        type: 'download',
      };
      const nl = await gateway.v1.editor.post('/events', download);
      expect(nl.status).toBe(422);
      expect(nl.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          url: ['Vul een adres in of upload een bestand'],
          file_id: ['Vul een adres in of upload een bestand'],
        },
      });
      const en = await gateway.v1.editor.post(
        `/programs/${programId}/relationships/events`,
        download,
        {
          locale: 'en',
        },
      );
      expect(en.body).toMatchObject({
        errors: {
          url: ['Enter an address or upload a file'],
          file_id: ['Enter an address or upload a file'],
        },
      });
      // A change that leaves a download without either is refused too.
      const linked = await gateway.v1.editor.post<V1One<Event>>('/events', {
        ...download,
        url: 'https://example.org/poster.pdf',
      });
      const cleared = await gateway.v1.editor.patch(`/events/${linked.body.data.id}`, {
        url: null,
      });
      expect(cleared.status).toBe(422);
      const meeting = await gateway.v1.editor.post<V1One<Event>>('/events', {
        ...download,
        type: 'meeting',
      });
      const retyped = await gateway.v1.editor.patch(`/events/${meeting.body.data.id}`, {
        type: 'download',
      });
      expect(retyped.body).toMatchObject({
        errors: { url: ['Vul een adres in of upload een bestand'] },
      });
    });

    it('keeps researchers and visitors from writing', async () => {
      const body = {
        eventable_type: 'association',
        eventable_id: associationId,
        title: 'Nee',
        date: '2031-01-01',
      };
      expect((await gateway.v1.researcher.post('/events', body)).status).toBe(403);
      expect(
        (await gateway.v1.researcher.patch(`/events/${period.dateOnly}`, { title: 'Nee' })).status,
      ).toBe(403);
      expect((await gateway.v1.researcher.delete(`/events?ids[]=${period.dateOnly}`)).status).toBe(
        403,
      );
      expect((await gateway.v1.anonymous.post('/events', body)).status).toBe(401);
      expect(
        (await gateway.v1.anonymous.post(`/events/${period.dateOnly}`, { _method: 'DELETE' }))
          .status,
      ).toBe(401);
    });
  });
}
