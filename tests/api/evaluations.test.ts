// /v1/evaluations through real HTTP on the demo content: visibility, filters, includes, writes, roles.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Evaluation = Record<string, unknown> & {
  id: number;
  title: string;
  status: string;
  slug: string | null;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/evaluations', target), () => {
    const gateway = useSeededGateway(target);
    let researcherId: number;
    let draft: { id: number; title: string; slug: string | null };

    beforeAll(async () => {
      const db = gateway.server.database.db;
      researcherId = (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', demoEmails.researcher)
          .executeTakeFirstOrThrow()
      ).id;
      draft = await db
        .selectFrom('evaluations')
        .select(['id', 'title', 'slug'])
        .where('status', '=', 'draft')
        .orderBy('id')
        .executeTakeFirstOrThrow();
    });

    const count = async (where: 'published' | 'all') => {
      const query = gateway.server.database.db
        .selectFrom('evaluations')
        .select(sql<number>`count(*)::int`.as('n'));
      return (
        await (where === 'published'
          ? query.where('status', '=', 'published')
          : query
        ).executeTakeFirstOrThrow()
      ).n;
    };

    describe('visibility', () => {
      it('shows visitors the published evaluations only', async () => {
        const response =
          await gateway.v1.anonymous.get<V1List<Evaluation>>('/evaluations?limit=100');
        expect(response.status).toBe(200);
        expect(response.body.total).toBe(await count('published'));
        expect(new Set(response.body.data.map((item) => item.status))).toEqual(
          new Set(['published']),
        );
      });

      it('never lets a draft leak to visitors: by id, slug, filter or search', async () => {
        expect((await gateway.v1.anonymous.get(`/evaluations/${draft.id}`)).status).toBe(404);
        expect((await gateway.v1.anonymous.get(`/evaluations/${draft.slug}`)).status).toBe(404);
        expect(
          (await gateway.v1.anonymous.get<V1List<Evaluation>>('/evaluations?filter[status]=draft'))
            .body.total,
        ).toBe(0);
        expect(
          (
            await gateway.v1.anonymous.get<V1List<Evaluation>>(
              `/evaluations?filter[ids][]=${draft.id}`,
            )
          ).body.total,
        ).toBe(0);
        const searched = await gateway.v1.anonymous.get<V1List<Evaluation>>(
          `/evaluations?filter[search]=${encodeURIComponent(draft.title)}`,
        );
        expect(searched.body.data.map((item) => item.id)).not.toContain(draft.id);
      });

      it('shows every signed-in user all evaluations', async () => {
        expect(
          (await gateway.v1.researcher.get<V1List<Evaluation>>('/evaluations?limit=1')).body.total,
        ).toBe(await count('all'));
        expect((await gateway.v1.researcher.get(`/evaluations/${draft.id}`)).status).toBe(200);
      });
    });

    describe('reading', () => {
      it('finds an evaluation by slug as well as by id', async () => {
        const list = await gateway.v1.anonymous.get<V1List<Evaluation>>('/evaluations?limit=1');
        const first = list.body.data[0] as Evaluation;
        const bySlug = await gateway.v1.anonymous.get<{ data: Evaluation }>(
          `/evaluations/${first.slug}`,
        );
        expect(bySlug.body.data.id).toBe(first.id);
        expect(bySlug.body.data.url).toBe(`/evaluations/${first.slug}`);
      });

      it('searches Dutch text by word prefixes, ignoring case and accents, most relevant first', async () => {
        const response = await gateway.v1.anonymous.get<V1List<Evaluation>>(
          '/evaluations?filter[search]=APPENDIC',
        );
        expect(response.body.data[0]?.title).toBe(
          'Antibiotica of appendectomie bij ongecompliceerde appendicitis',
        );
      });

      it('nests the relations asked for with with[] in one answer', async () => {
        const list = await gateway.v1.anonymous.get<V1List<Evaluation>>(
          '/evaluations?filter[phase]=including&limit=1',
        );
        const id = (list.body.data[0] as Evaluation).id;
        const include = [
          'logo',
          'gradation',
          'specializations',
          'programs',
          'associations',
          'applicables',
          'criteria',
          'participants',
          'people',
          'measures',
          'documents',
          'links',
          'posts',
          'data',
        ];
        const response = await gateway.v1.anonymous.get<{ data: Record<string, unknown[]> }>(
          `/evaluations/${id}?${include.map((name) => `with[]=${name}`).join('&')}`,
        );
        expect(response.status).toBe(200);
        const data = response.body.data;
        for (const name of include) expect(data).toHaveProperty(name);
        expect((data.specializations as unknown[]).length).toBeGreaterThan(0);
        expect((data.applicables as unknown[]).length).toBe(4);
        expect((data.data as unknown[]).length).toBeGreaterThanOrEqual(12);
        const people = data.people as { user: Record<string, unknown> }[];
        expect(people.length).toBeGreaterThan(0);
        expect(people[0]?.user).not.toHaveProperty('email');
        const documents = data.documents as { is_public: boolean }[];
        expect(documents.every((document) => document.is_public)).toBe(true);
      });

      it('shows signed-in users the non-public documents and contact details too', async () => {
        const row = await gateway.server.database.db
          .selectFrom('documents')
          .select('evaluation_id')
          .where('is_public', '=', false)
          .where('evaluation_id', 'is not', null)
          .executeTakeFirstOrThrow();
        const response = await gateway.v1.researcher.get<{
          data: {
            documents: { is_public: boolean }[];
            people: { user: Record<string, unknown> }[];
          };
        }>(`/evaluations/${row.evaluation_id}?with[]=documents&with[]=people`);
        expect(response.body.data.documents.some((document) => !document.is_public)).toBe(true);
        expect(response.body.data.people[0]?.user).toHaveProperty('email');
      });

      it('filters by status lists, specialization and inclusion monitor, and sorts with !', async () => {
        const specialization = await gateway.server.database.db
          .selectFrom('evaluation_specializations')
          .select('specialization_id')
          .executeTakeFirstOrThrow();
        const bySpecialization = await gateway.v1.researcher.get<V1List<Evaluation>>(
          `/evaluations?filter[specialization_id]=${specialization.specialization_id}&with[]=specializations`,
        );
        expect(bySpecialization.body.total).toBeGreaterThan(0);
        for (const item of bySpecialization.body.data) {
          expect((item.specializations as { id: number }[]).map((s) => s.id)).toContain(
            specialization.specialization_id,
          );
        }
        const statuses = await gateway.v1.researcher.get<V1List<Evaluation>>(
          '/evaluations?filter[status][]=draft&filter[status][]=new&limit=100',
        );
        expect(new Set(statuses.body.data.map((item) => item.status))).toEqual(
          new Set(['draft', 'new']),
        );
        const monitor = await gateway.v1.anonymous.get<V1List<Evaluation>>(
          '/evaluations?filter[is_visible_at_inclusion_monitor]=1&limit=100',
        );
        expect(monitor.body.total).toBeGreaterThan(0);
        expect(
          monitor.body.data.every((item) => item.is_visible_at_inclusion_monitor === true),
        ).toBe(true);
        const sorted = await gateway.v1.anonymous.get<V1List<Evaluation>>(
          '/evaluations?sort=!starts_at,title&limit=100',
        );
        const starts = sorted.body.data
          .map((item) => item.starts_at as string | null)
          .filter((value): value is string => value !== null);
        expect(starts).toEqual([...starts].sort().reverse());
      });
    });

    describe('writing', () => {
      it('lets an editor create (201, slug from the title), update and delete', async () => {
        const created = await gateway.v1.editor.post<{ data: Evaluation }>('/evaluations', {
          title: 'Korte versus lange immobilisatie na een polsfractuur',
          status: 'draft',
          starts_at: '2027-01-01',
          ends_at: '2029-12-31',
          tags: ['traumatologie'],
        });
        expect(created.status).toBe(201);
        expect(created.body.data.slug).toBe('korte-versus-lange-immobilisatie-na-een-polsfractuur');
        const id = created.body.data.id;
        const again = await gateway.v1.editor.post<{ data: Evaluation }>('/evaluations', {
          title: 'Korte versus lange immobilisatie na een polsfractuur',
        });
        expect(again.body.data.slug).toBe('korte-versus-lange-immobilisatie-na-een-polsfractuur-2');
        const patched = await gateway.v1.editor.post<{ data: Evaluation }>(`/evaluations/${id}`, {
          _method: 'PATCH',
          status: 'published',
        });
        expect(patched.body.data.status).toBe('published');
        expect((await gateway.v1.anonymous.get(`/evaluations/${id}`)).status).toBe(200);
        expect(
          (await gateway.v1.editor.delete(`/evaluations?ids[]=${id}&ids[]=${again.body.data.id}`))
            .status,
        ).toBe(204);
        expect((await gateway.v1.editor.get(`/evaluations/${id}`)).status).toBe(404);
      });

      it('rejects an end date before the start date, also against stored dates', async () => {
        const response = await gateway.v1.editor.post('/evaluations', {
          title: 'Datumtest',
          starts_at: '2027-05-01',
          ends_at: '2027-04-01',
        });
        expect(response.status).toBe(422);
        expect(response.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { ends_at: ['De einddatum moet op of na de begindatum liggen'] },
        });
        const created = await gateway.v1.editor.post<{ data: Evaluation }>('/evaluations', {
          title: 'Datumtest 2',
          starts_at: '2027-05-01',
        });
        const patched = await gateway.v1.editor.patch(
          `/evaluations/${created.body.data.id}`,
          { ends_at: '2027-01-01' },
          { locale: 'en' },
        );
        expect(patched.body).toEqual({
          message: 'The given data was invalid',
          errors: { ends_at: ['The end date must be on or after the start date'] },
        });
      });

      it('validates value lists and formats with field messages', async () => {
        const response = await gateway.v1.editor.post('/evaluations', {
          title: '',
          status: 'klaar',
          starts_at: '1-2-2027',
          vimeo_id: 'abc',
        });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          errors: {
            title: ['Verplicht'],
            status: ['Kies een van: new, draft, published, castor'],
            starts_at: ['Ongeldige datum (JJJJ-MM-DD)'],
            vimeo_id: ['Alleen cijfers toegestaan'],
          },
        });
      });

      it('sanitizes rich text on write', async () => {
        const created = await gateway.v1.editor.post<{ data: Evaluation }>('/evaluations', {
          title: 'Opgeschoonde beschrijving',
          description:
            '<h2>Achtergrond</h2><p onclick="steal()">Tekst<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        });
        const description = created.body.data.description as string;
        expect(description).toContain('<h2>Achtergrond</h2>');
        expect(description).not.toMatch(/script|onclick|javascript/i);
      });

      it('lets a researcher edit the evaluations they take part in, and only those', async () => {
        const db = gateway.server.database.db;
        const own = await db
          .selectFrom('evaluation_people')
          .select('evaluation_id')
          .where('user_id', '=', researcherId)
          .executeTakeFirstOrThrow();
        const other = await db
          .selectFrom('evaluations')
          .select('id')
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('evaluation_people')
                  .select('id')
                  .whereRef('evaluation_id', '=', 'evaluations.id')
                  .where('user_id', '=', researcherId),
              ),
            ),
          )
          .executeTakeFirstOrThrow();
        expect(
          (
            await gateway.v1.researcher.patch(`/evaluations/${own.evaluation_id}`, {
              sponsor: 'ZonMw',
            })
          ).status,
        ).toBe(200);
        expect(
          (await gateway.v1.researcher.patch(`/evaluations/${other.id}`, { sponsor: 'ZonMw' }))
            .status,
        ).toBe(403);
        expect((await gateway.v1.researcher.post('/evaluations', { title: 'Nieuw' })).status).toBe(
          403,
        );
        expect(
          (await gateway.v1.researcher.delete(`/evaluations/${own.evaluation_id}`)).status,
        ).toBe(403);
        expect(
          (
            await gateway.v1.anonymous.patch(`/evaluations/${own.evaluation_id}`, {
              sponsor: 'ZonMw',
            })
          ).status,
        ).toBe(401);
      });
    });
  });
}
