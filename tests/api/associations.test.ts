// /v1/associations through real HTTP on the demo content: the list protocol (paging, sorting,
// filters, the global search), includes as a visitor sees them, and no draft evaluation leaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import type { V1Client } from '../support/api-server.ts';
import { evaluationIds } from '../support/demo-content.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';

type Association = Record<string, unknown> & { id: number; title: string };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/associations', target),
    () => {
      const gateway = useSeededGateway(target);
      let published: number[];
      let draft: number;

      beforeAll(async () => {
        const db = gateway.server.database.db;
        published = (await evaluationIds(db, 'published')).slice(0, 2);
        draft = (await evaluationIds(db, 'draft'))[0] ?? 0;
      });

      describe('reading', () => {
        it('lists the demo associations by title with paging meta', async () => {
          const all =
            await gateway.v1.anonymous.get<V1List<Association>>('/associations?limit=100');
          expect(all.status).toBe(200);
          expect(all.body.total).toBe(15);
          const titles = all.body.data.map((item) => item.title);
          const page = await gateway.v1.anonymous.get<V1List<Association>>(
            '/associations?limit=5&page=2',
          );
          expect(page.body).toMatchObject({
            current_page: 2,
            per_page: 5,
            from: 6,
            to: 10,
            last_page: 3,
            total: 15,
          });
          expect(page.body.data.map((item) => item.title)).toEqual(titles.slice(5, 10));
          const reversed = await gateway.v1.anonymous.get<V1List<Association>>(
            '/associations?limit=100&sort=!title',
          );
          expect(reversed.body.data.map((item) => item.title)).toEqual([...titles].reverse());
          const byId = await gateway.v1.anonymous.get<V1List<Association>>(
            '/associations?limit=100&sort=-id',
          );
          const ids = byId.body.data.map((item) => item.id);
          expect(ids).toEqual([...ids].sort((a, b) => b - a));
        });

        it('serves the global search: Dutch prefixes, accents and case folded, logo included, 4 at most', async () => {
          const response = await gateway.v1.anonymous.get<V1List<Association>>(
            '/associations?filter[search]=HEELKUNDÉ&with[]=logo&limit=4',
          );
          expect(response.status).toBe(200);
          expect(response.body.data[0]?.title).toBe('Nederlandse Vereniging voor Heelkunde');
          expect(response.body.data[0]?.logo).toMatchObject({
            url: expect.stringMatching(/^\/v1\/files\/\d+$/),
            mime_type: 'image/svg+xml',
          });
          const broad = await gateway.v1.anonymous.get<V1List<Association>>(
            '/associations?filter[search]=nederlandse vereniging&with[]=logo&limit=4',
          );
          expect(broad.body.data.length).toBe(4);
          expect(broad.body.total).toBeGreaterThan(4);
          expect(
            (
              await gateway.v1.anonymous.get<V1List<Association>>(
                '/associations?filters[search]=zzzqqq',
              )
            ).body.total,
          ).toBe(0);
        });

        it('filters by specialization and ids', async () => {
          const row = await gateway.server.database.db
            .selectFrom('association_specializations')
            .select(['association_id', 'specialization_id'])
            .executeTakeFirstOrThrow();
          const bySpecialization = await gateway.v1.anonymous.get<V1List<Association>>(
            `/associations?filter[specialization_id]=${row.specialization_id}&with[]=specializations`,
          );
          expect(bySpecialization.body.data.map((item) => item.id)).toContain(row.association_id);
          for (const item of bySpecialization.body.data) {
            expect((item.specializations as { id: number }[]).map((s) => s.id)).toContain(
              row.specialization_id,
            );
          }
          const first = (
            await gateway.v1.anonymous.get<V1List<Association>>('/associations?limit=3')
          ).body.data.map((item) => item.id);
          const byIds = await gateway.v1.anonymous.get<V1List<Association>>(
            `/associations?filter[ids][]=${first[0]}&filter[ids][]=${first[2]}`,
          );
          expect(byIds.body.data.map((item) => item.id).sort()).toEqual(
            [first[0], first[2]].sort(),
          );
        });

        it('nests every relation asked for, as a visitor may see it', async () => {
          const include = [
            'logo',
            'banner',
            'specializations',
            'evaluations',
            'documents',
            'events',
            'posts',
            'settings',
          ];
          const list = await gateway.v1.anonymous.get<V1List<Association>>(
            `/associations?limit=100&${include.map((name) => `with[]=${name}`).join('&')}`,
          );
          expect(list.status).toBe(200);
          for (const item of list.body.data)
            for (const name of include) expect(item).toHaveProperty(name);
          const documents = list.body.data.flatMap(
            (item) => item.documents as { is_public: boolean; file: unknown }[],
          );
          expect(documents.length).toBeGreaterThan(0);
          expect(documents.every((document) => document.is_public && document.file !== null)).toBe(
            true,
          );
          const evaluations = list.body.data.flatMap(
            (item) => item.evaluations as { status: string }[],
          );
          expect(evaluations.length).toBeGreaterThan(0);
          expect(new Set(evaluations.map((evaluation) => evaluation.status))).toEqual(
            new Set(['published']),
          );
          const events = list.body.data.flatMap(
            (item) => item.events as { eventable_type: string }[],
          );
          expect(events.length).toBe(15 * 4);
          expect(new Set(events.map((event) => event.eventable_type))).toEqual(
            new Set(['association']),
          );
          const posts = list.body.data.flatMap((item) => item.posts as { publish_at: string }[]);
          expect(posts.every((post) => new Date(post.publish_at).getTime() <= Date.now())).toBe(
            true,
          );
          const one = list.body.data[0] as Association;
          expect((one.settings as { key: string }[]).map((setting) => setting.key)).toContain(
            'theme.primary_color',
          );
          const staff = await gateway.v1.editor.get<V1One<Association>>(
            `/associations/${one.id}?with[]=documents`,
          );
          expect(staff.body.data.documents).toBeInstanceOf(Array);
        });

        it('answers 404 for a missing id and 422 for unknown includes, filters and sorts', async () => {
          expect((await gateway.v1.anonymous.get('/associations/987654')).status).toBe(404);
          expect((await gateway.v1.anonymous.get('/associations/abc')).status).toBe(404);
          const response = await gateway.v1.anonymous.get(
            '/associations?with[]=centers&filter[status]=x&sort=rank',
            { locale: 'en' },
          );
          expect(response.status).toBe(422);
          expect(response.body).toMatchObject({
            errors: {
              'with.centers': ['Unknown relation'],
              'filter.status': ['Unknown filter'],
              'sort.rank': ['Unknown sort key'],
            },
          });
        });
      });

      describe('visibility', () => {
        it('never shows a draft evaluation to visitors through an association', async () => {
          const created = await gateway.v1.editor.post<V1One<Association>>('/associations', {
            title: 'Vereniging voor Zichtbaarheid',
            evaluation_ids: [...published, draft],
          });
          expect(created.status).toBe(201);
          const id = created.body.data.id;
          const seen = async (client: V1Client) =>
            (
              (await client.get<V1One<Association>>(`/associations/${id}?with[]=evaluations`)).body
                .data.evaluations as { id: number }[]
            )
              .map((e) => e.id)
              .sort();
          expect(await seen(gateway.v1.anonymous)).toEqual([...published].sort());
          expect(await seen(gateway.v1.editor)).toEqual([...published, draft].sort());
          expect(await seen(gateway.v1.researcher)).toEqual([...published, draft].sort());
          const listed = await gateway.v1.anonymous.get<V1List<Association>>(
            `/associations?filter[ids]=${id}&with[]=evaluations`,
          );
          const evaluations = (listed.body.data[0]?.evaluations ?? []) as { id: number }[];
          expect(evaluations.map((e) => e.id).sort()).toEqual([...published].sort());
        });
      });
    },
  );
}
