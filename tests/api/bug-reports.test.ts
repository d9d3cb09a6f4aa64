// /v1/bug-reports through real HTTP with no project board configured: anyone files a report, it is
// stored redacted (screenshot as a file) and answered at once as not_configured; validation, the
// screenshot checks, the per-address limit and the admin-only routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, startApiServer } from '../support/api-server.ts';
import {
  PNG_1X1,
  plantedSecrets,
  pngDataUrl,
  sampleReport,
} from '../support/fake-board/sample-report.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Receipt = { data: { id: string; delivery_state: string } };
type Report = Record<string, unknown> & {
  id: string;
  title: string;
  attempts: number;
  delivery_state: string;
  screenshot: { id: number; url: string; mime_type: string } | null;
  reporter: { id: number; name: string } | null;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/bug-reports without a board', target),
    () => {
      const gateway = useSeededGateway(target, { env: { RATE_LIMIT_BUG_REPORTS_PER_IP: '1000' } });

      it('stores a visitor report redacted and answers 201 not_configured', async () => {
        const created = await gateway.v1.anonymous.post<Receipt>(
          '/bug-reports',
          sampleReport({ screenshot: pngDataUrl }),
        );
        expect(created.status).toBe(201);
        expect(created.body.data.delivery_state).toBe('not_configured');

        const row = await gateway.server.database.db
          .selectFrom('bug_reports')
          .selectAll()
          .where('id', '=', created.body.data.id)
          .executeTakeFirstOrThrow();
        const stored = JSON.stringify(row);
        for (const secret of Object.values(plantedSecrets)) expect(stored).not.toContain(secret);
        expect(row.reporter_id).toBeNull();
        expect(row.next_attempt_at).toBeNull();

        const detail = await gateway.v1.admin.get<{ data: Report }>(
          `/bug-reports/${created.body.data.id}`,
        );
        expect(detail.status).toBe(200);
        const report = detail.body.data;
        expect(report.title).toBe('Opslaan van evaluatie mislukt');
        expect(report.url).toBe(
          'https://zorgevaluatie.example/cms/evaluations/12?token=[redacted]&tab=people',
        );
        expect(report.local_storage).toMatchObject({
          'zv.session': '[redacted]',
          'zv.locale': 'nl',
        });
        expect(
          JSON.parse((report.local_storage as Record<string, string>)['zv.draft'] ?? ''),
        ).toEqual({ title: 'Heup', password: '[redacted]', nested: { jwt: '[redacted]' } });
        expect(report.actions).toHaveLength(3);
        expect(report.browser).toEqual({
          user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
          language: 'nl-NL',
          viewport_width: 1280,
          viewport_height: 800,
        });
        expect(report.stack_trace).toEqual([expect.objectContaining({ line: 12, column: 3456 })]);
        expect(report.screenshot).toMatchObject({ mime_type: 'image/png' });

        // The screenshot is for admins only: visitors and other staff cannot fetch it.
        const url = report.screenshot?.url ?? '';
        expect((await fetch(`${gateway.server.baseUrl}${url}`)).status).toBe(401);
        for (const role of ['editor', 'researcher'] as const) {
          const refused = await fetch(`${gateway.server.baseUrl}${url}`, {
            headers: { authorization: `Bearer ${gateway.tokens[role]}` },
          });
          expect(refused.status).toBe(403);
        }
        const bytes = await fetch(`${gateway.server.baseUrl}${url}`, {
          headers: { authorization: `Bearer ${gateway.tokens.admin}` },
        });
        expect(Buffer.from(await bytes.arrayBuffer())).toEqual(Buffer.from(PNG_1X1, 'base64'));
      });

      it('stores a report sent twice with the same client id once, answering the first receipt', async () => {
        const clientId = '6f1d2a8e-3c4b-4d5e-8f90-1a2b3c4d5e6f';
        const report = sampleReport({ screenshot: pngDataUrl, client_id: clientId });
        const first = await gateway.v1.anonymous.post<Receipt>('/bug-reports', report);
        expect(first.status).toBe(201);
        const again = await gateway.v1.anonymous.post<Receipt>('/bug-reports', report);
        expect(again.status).toBe(200);
        expect(again.body.data).toEqual(first.body.data);
        // Two copies at the same moment: the unique client id still lets one through.
        const racing = await Promise.all(
          [1, 2].map(() =>
            gateway.v1.anonymous.post<Receipt>('/bug-reports', {
              ...report,
              client_id: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d',
            }),
          ),
        );
        expect(racing.map((answer) => answer.status).sort()).toEqual([200, 201]);
        const rows = await gateway.server.database.db
          .selectFrom('bug_reports')
          .select(['id', 'screenshot_id'])
          .where('client_id', 'in', [clientId, '0a9b8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d'])
          .execute();
        expect(rows).toHaveLength(2);
        // The later tests count the reports filed before them.
        await gateway.server.database.db
          .deleteFrom('bug_reports')
          .where('client_id', 'in', [clientId, '0a9b8c7d-6e5f-4a3b-9c2d-1e0f2a3b4c5d'])
          .execute();
      });

      it('records the signed-in reporter', async () => {
        const created = await gateway.v1.researcher.post<Receipt>('/bug-reports', sampleReport());
        expect(created.status).toBe(201);
        const detail = await gateway.v1.admin.get<{ data: Report }>(
          `/bug-reports/${created.body.data.id}`,
        );
        expect(detail.body.data.reporter).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
        });
      });

      it('answers 422 with field messages in the asked language', async () => {
        const answer = await gateway.v1.anonymous.post<{ errors: Record<string, string[]> }>(
          '/bug-reports',
          sampleReport({
            title: '',
            description: 'x'.repeat(10_001),
            stack_trace: Array.from({ length: 21 }, () => ({ message: 'e' })),
            actions: [
              { type: 'big', at: '2026-11-24T10:00:00Z', payload: { a: 'x'.repeat(20_001) } },
            ],
            extra: true,
          }),
          { locale: 'en' },
        );
        expect(answer.status).toBe(422);
        expect(answer.body.errors.title).toEqual(['Required']);
        expect(answer.body.errors.description).toEqual(['At most 10000 characters']);
        expect(answer.body.errors.stack_trace).toEqual(['At most 20']);
        expect(answer.body.errors['actions.0.payload']).toEqual(['At most 20000 characters']);
        expect(answer.body.errors.extra).toEqual(['Unknown field']);
        const dutch = await gateway.v1.anonymous.post<{ errors: Record<string, string[]> }>(
          '/bug-reports',
          sampleReport({ title: '' }),
        );
        expect(dutch.body.errors.title).toEqual(['Verplicht']);
        expect(
          await gateway.server.database.db.selectFrom('bug_reports').select('id').execute(),
        ).toHaveLength(2);
      });

      it('refuses a screenshot that is not a PNG or JPEG (415) or too large (413)', async () => {
        const gif = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
        expect(
          (await gateway.v1.anonymous.post('/bug-reports', sampleReport({ screenshot: gif })))
            .status,
        ).toBe(415);
        const svg = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
        expect(
          (await gateway.v1.anonymous.post('/bug-reports', sampleReport({ screenshot: svg })))
            .status,
        ).toBe(415);
        const big = Buffer.alloc(5 * 1024 * 1024 + 10);
        Buffer.from(PNG_1X1, 'base64').copy(big);
        const tooLarge = await gateway.v1.anonymous.post(
          '/bug-reports',
          sampleReport({ screenshot: `data:image/png;base64,${big.toString('base64')}` }),
        );
        expect(tooLarge.status).toBe(413);
        expect(
          await gateway.server.database.db.selectFrom('bug_reports').select('id').execute(),
        ).toHaveLength(2);
      });

      it('lets admins list, filter, sort, retry and delete; others get 401 or 403', async () => {
        const list = await gateway.v1.admin.get<V1List<Report>>(
          '/bug-reports?filter[search]=opslaan&sort=!created_at',
        );
        expect(list.status).toBe(200);
        expect(list.body.total).toBe(2);
        const states = await gateway.v1.admin.get<V1List<Report>>(
          '/bug-reports?filter[delivery_state][]=pending',
        );
        expect(states.body.total).toBe(0);
        expect((await gateway.v1.admin.get('/bug-reports?filter[nope]=1')).status).toBe(422);
        const id = list.body.data[0]?.id ?? '';

        for (const path of ['/bug-reports', `/bug-reports/${id}`]) {
          expect((await gateway.v1.anonymous.get(path)).status).toBe(401);
          expect((await gateway.v1.editor.get(path)).status).toBe(403);
          expect((await gateway.v1.researcher.get(path)).status).toBe(403);
        }
        expect((await gateway.v1.editor.post(`/bug-reports/${id}/deliver`)).status).toBe(403);
        expect((await gateway.v1.researcher.delete(`/bug-reports/${id}`)).status).toBe(403);

        // Without a board a retry changes nothing: the report stays not configured.
        const retried = await gateway.v1.admin.post<{ data: Report }>(`/bug-reports/${id}/deliver`);
        expect(retried.status).toBe(200);
        expect(retried.body.data.delivery_state).toBe('not_configured');
        expect((await gateway.v1.admin.get('/bug-reports/not-a-uuid')).status).toBe(404);

        const withScreenshot = list.body.data.find((report) => report.screenshot !== null);
        const fileId = withScreenshot?.screenshot?.id ?? 0;
        expect((await gateway.v1.admin.delete(`/bug-reports/${id}`)).status).toBe(204);
        expect((await gateway.v1.admin.get(`/bug-reports/${id}`)).status).toBe(404);
        const rest = (await gateway.v1.admin.get<V1List<Report>>('/bug-reports')).body.data.map(
          (report) => report.id,
        );
        expect(
          (await gateway.v1.admin.delete(`/bug-reports?${rest.map((r) => `ids[]=${r}`).join('&')}`))
            .status,
        ).toBe(204);
        expect((await gateway.v1.admin.get<V1List<Report>>('/bug-reports')).body.total).toBe(0);
        const file = await gateway.server.database.db
          .selectFrom('files')
          .select('id')
          .where('id', '=', fileId)
          .executeTakeFirst();
        expect(file).toBeUndefined();
      });
    },
  );
}

describe('/v1/bug-reports rate limit', () => {
  let server: ApiServer;
  beforeAll(async () => {
    const [pglite] = openTestDatabases();
    if (!pglite) throw new Error('no PGlite target');
    server = await startApiServer(pglite, { env: { RATE_LIMIT_BUG_REPORTS_PER_IP: '2' } });
  });
  afterAll(() => server?.close());

  it('answers 429 with the usual message once an address filed too many', async () => {
    const visitor = apiClient(server.baseUrl);
    expect((await visitor.post('/bug-reports', sampleReport())).status).toBe(201);
    expect((await visitor.post('/bug-reports', sampleReport())).status).toBe(201);
    const refused = await visitor.post<{ message: string }>('/bug-reports', sampleReport());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Te veel pogingen, probeer het later opnieuw');
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(await server.database.db.selectFrom('bug_reports').select('id').execute()).toHaveLength(
      2,
    );
  });
});
