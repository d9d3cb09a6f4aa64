// /v1/posts through real HTTP: news of evaluations, associations, programs and the site itself;
// visitors see a post once its publish time has come and its owner is public.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';

type Post = Record<string, unknown> & {
  id: number;
  title: string;
  postable_type: string | null;
  postable_id: number | null;
  publish_at: string | null;
  is_pinned: boolean;
};

const IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#e94e1b"/></svg>';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/posts', target), () => {
    const gateway = useSeededGateway(target);
    let associationId: number;
    let draftEvaluationId: number;
    const hidden: Record<'future' | 'unscheduled' | 'ofDraft', number> = {
      future: 0,
      unscheduled: 0,
      ofDraft: 0,
    };
    let siteNews: number;

    const ids = (list: { body: V1List<Post> }) => list.body.data.map((post) => post.id);
    const upload = async (content: string, name: string) => {
      const body = new FormData();
      body.append('file', new Blob([content], { type: 'application/octet-stream' }), name);
      return (await gateway.v1.editor.post<{ data: { id: number } }>('/files', body)).body.data.id;
    };

    beforeAll(async () => {
      const db = gateway.server.database.db;
      associationId = (
        await db.selectFrom('associations').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id;
      draftEvaluationId = (
        await db
          .selectFrom('evaluations')
          .select('id')
          .where('status', '=', 'draft')
          .executeTakeFirstOrThrow()
      ).id;
      const create = async (body: Record<string, unknown>) => {
        const response = await gateway.v1.editor.post<V1One<Post>>('/posts', body);
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return response.body.data.id;
      };
      hidden.future = await create({
        title: 'Vooraankondiging symposium',
        postable_type: 'association',
        postable_id: associationId,
        publish_at: '2099-01-01T09:00:00Z',
      });
      hidden.unscheduled = await create({ title: 'Concept nieuwsbericht', publish_at: null });
      hidden.ofDraft = await create({
        title: 'Start van de pilot',
        postable_type: 'evaluation',
        postable_id: draftEvaluationId,
        publish_at: '2020-01-01T09:00:00Z',
      });
      siteNews = await create({
        title: 'Vernieuwde website van Zorgevaluatie Nederland',
        content: '<p>Zoeken gaat nu sneller.</p>',
      });
    });

    it('shows visitors published posts of public owners only', async () => {
      const db = gateway.server.database.db;
      const visibleCount = (
        await db
          .selectFrom('posts')
          .leftJoin('evaluations', 'evaluations.id', 'posts.evaluation_id')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('posts.publish_at', '<=', sql<Date>`now()`)
          .where((eb) =>
            eb.or([
              eb('posts.evaluation_id', 'is', null),
              eb('evaluations.status', '=', 'published'),
            ]),
          )
          .executeTakeFirstOrThrow()
      ).n;
      const all = await gateway.v1.anonymous.get<V1List<Post>>('/posts?limit=100');
      expect(all.body.total).toBe(visibleCount);
      const everything = await gateway.v1.anonymous.get<V1List<Post>>(
        `/posts?limit=100&page=${all.body.last_page}`,
      );
      const seen = new Set([...ids(all), ...ids(everything)]);
      expect(seen.has(siteNews)).toBe(true);
      for (const id of Object.values(hidden)) {
        expect(seen.has(id)).toBe(false);
        expect((await gateway.v1.anonymous.get(`/posts/${id}`)).status).toBe(404);
        expect((await gateway.v1.researcher.get(`/posts/${id}`)).status).toBe(200);
      }
      expect(
        (
          await gateway.v1.anonymous.get<V1List<Post>>(
            `/posts?filter[postable_type]=evaluation&filter[postable_id]=${draftEvaluationId}`,
          )
        ).body.total,
      ).toBe(0);
      const allCount = (
        await db
          .selectFrom('posts')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
      expect(allCount).toBeGreaterThan(visibleCount + 3);
      expect((await gateway.v1.researcher.get<V1List<Post>>('/posts?limit=1')).body.total).toBe(
        allCount,
      );
    });

    it('presents the owner pair and, with with[]=postable, the owner', async () => {
      const news = await gateway.v1.anonymous.get<V1One<Post>>(
        `/posts/${siteNews}?with[]=postable`,
      );
      expect(news.body.data).toMatchObject({
        postable_type: null,
        postable_id: null,
        postable: null,
        is_pinned: false,
        image: null,
      });
      const future = await gateway.v1.editor.get<V1One<Post>>(
        `/posts/${hidden.future}?with[]=postable`,
      );
      expect(future.body.data).toMatchObject({
        postable_type: 'association',
        postable_id: associationId,
        postable: { type: 'association', id: associationId },
      });
    });

    it('filters by owner, pin, period, ids and Dutch full text; pinned first, newest first', async () => {
      const associations = await gateway.v1.anonymous.get<V1List<Post>>(
        '/posts?filter[postable_type]=association&limit=100',
      );
      expect(associations.body.total).toBeGreaterThan(0);
      expect(associations.body.data.every((post) => post.postable_type === 'association')).toBe(
        true,
      );
      const pinned = await gateway.v1.anonymous.get<V1List<Post>>(
        '/posts?filter[is_pinned]=1&limit=100',
      );
      expect(pinned.body.data.every((post) => post.is_pinned)).toBe(true);
      const ordered = await gateway.v1.anonymous.get<V1List<Post>>('/posts?limit=100');
      const firstUnpinned = ordered.body.data.findIndex((post) => !post.is_pinned);
      expect(ordered.body.data.slice(firstUnpinned).every((post) => !post.is_pinned)).toBe(true);
      const times = ordered.body.data.slice(firstUnpinned).map((post) => post.publish_at ?? '');
      expect(times).toEqual([...times].sort().reverse());
      const old = await gateway.v1.researcher.get<V1List<Post>>(
        '/posts?filter[from]=2020-01-01&filter[to]=2020-01-01',
      );
      expect(ids(old)).toEqual([hidden.ofDraft]);
      const search = await gateway.v1.anonymous.get<V1List<Post>>(
        '/posts?filter[search]=WEBSITÉ zoek',
      );
      expect(ids(search)).toEqual([siteNews]);
      const byIds = await gateway.v1.researcher.get<V1List<Post>>(
        `/posts?filter[ids]=${siteNews},${hidden.future}&sort=title`,
      );
      expect(ids(byIds)).toEqual([siteNews, hidden.future]);
    });

    it('lets an editor create with an image, move, detach, update and delete posts', async () => {
      const imageId = await upload(IMAGE, 'beeld.svg');
      const created = await gateway.v1.editor.post<V1One<Post>>('/posts', {
        title: 'Met beeld',
        image_id: imageId,
        is_pinned: '1',
        postable_type: 'association',
        postable_id: associationId,
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect(created.body.data).toMatchObject({
        is_pinned: true,
        image_id: imageId,
        image: { id: imageId, mime_type: 'image/svg+xml' },
      });
      const program = await gateway.server.database.db
        .selectFrom('programs')
        .select('id')
        .executeTakeFirstOrThrow();
      const moved = await gateway.v1.editor.patch<V1One<Post>>(`/posts/${id}`, {
        postable_type: 'program',
        postable_id: program.id,
      });
      expect(moved.body.data).toMatchObject({ postable_type: 'program', postable_id: program.id });
      const detached = await gateway.v1.editor.post<V1One<Post>>(`/posts/${id}`, {
        _method: 'PATCH',
        postable_type: null,
      });
      expect(detached.body.data).toMatchObject({ postable_type: null, postable_id: null });
      const put = await gateway.v1.editor.put<V1One<Post>>(`/posts/${id}`, {
        title: 'Zonder beeld',
        content: '<p>Tekst</p>',
      });
      expect(put.body.data).toMatchObject({
        title: 'Zonder beeld',
        image_id: null,
        is_pinned: false,
        content: '<p>Tekst</p>',
      });
      const second = await gateway.v1.editor.post<V1One<Post>>('/posts', { title: 'Tweede' });
      expect(
        (await gateway.v1.editor.delete(`/posts?ids[]=${id}&ids[]=${second.body.data.id}`)).status,
      ).toBe(204);
      expect((await gateway.v1.editor.get(`/posts/${id}`)).status).toBe(404);
    });

    it('validates in Dutch and English', async () => {
      const nl = await gateway.v1.editor.post('/posts', {
        title: '',
        publish_at: 'morgen',
        postable_id: associationId,
      });
      expect(nl.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { title: ['Verplicht'], publish_at: ['Ongeldig tijdstip'] },
      });
      const noType = await gateway.v1.editor.post(
        '/posts',
        { title: 'Zonder type', postable_id: associationId },
        { locale: 'en' },
      );
      expect(noType.body).toEqual({
        message: 'The given data was invalid',
        errors: { postable_type: ['Required'] },
      });
      const noOwner = await gateway.v1.editor.post('/posts', {
        title: 'Weg',
        postable_type: 'program',
        postable_id: 987654,
      });
      expect(noOwner.body).toMatchObject({ errors: { postable_id: ['Bestaat niet'] } });
      const textId = await upload('Platte tekst.\n', 'tekst.txt');
      const notImage = await gateway.v1.editor.post(
        '/posts',
        { title: 'Beeld', image_id: textId },
        { locale: 'en' },
      );
      expect(notImage.body).toEqual({
        message: 'The given data was invalid',
        errors: { image_id: ['Invalid value'] },
      });
      const wrongType = await gateway.v1.editor.post('/posts', {
        title: 'Type',
        postable_type: 'center',
        postable_id: 1,
      });
      expect(wrongType.body).toMatchObject({
        errors: { postable_type: ['Kies een van: evaluation, association, program'] },
      });
    });

    it('keeps researchers and visitors from writing', async () => {
      expect((await gateway.v1.researcher.post('/posts', { title: 'Nee' })).status).toBe(403);
      expect(
        (await gateway.v1.researcher.patch(`/posts/${siteNews}`, { title: 'Nee' })).status,
      ).toBe(403);
      expect((await gateway.v1.researcher.delete(`/posts/${siteNews}`)).status).toBe(403);
      expect((await gateway.v1.anonymous.put(`/posts/${siteNews}`, { title: 'Nee' })).status).toBe(
        401,
      );
      expect((await gateway.v1.anonymous.delete(`/posts?ids[]=${siteNews}`)).status).toBe(401);
    });
  });
}
