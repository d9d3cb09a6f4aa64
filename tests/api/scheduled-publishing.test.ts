// Scheduled publishing (issue 28): an evaluation planned to be published and to go back to draft
// changes at its moments, once, whichever gateway runs the scheduler, with a fake clock; the
// history names the scheduler on behalf of whoever planned it.
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../gateway/src/domain/clock.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { runScheduledPublishing } from '../../gateway/src/v1/schedule/module.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };
const MINUTE = 60_000;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('scheduled publishing', target),
    () => {
      const gateway = useSeededGateway(target, { env: { SCHEDULE_INTERVAL_MS: '0' } });

      it('publishes and unpublishes at the planned moments, exactly once across two schedulers', async () => {
        // Tomorrow 08:00 UTC and 90 minutes later: before the demo's own planned draft (two weeks).
        const day = new Date();
        day.setUTCHours(0, 0, 0, 0);
        const publishAt = new Date(day.getTime() + 32 * 60 * MINUTE);
        const unpublishAt = new Date(publishAt.getTime() + 90 * MINUTE);
        /** The moment as a Dutch winter offset writes it (UTC+01:00). */
        const inAmsterdam = (at: Date) =>
          `${new Date(at.getTime() + 60 * MINUTE).toISOString().slice(0, 19)}+01:00`;
        let now = new Date(day);
        const clock: Clock = { now: () => now };
        const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
          title: 'Gepland publiceren',
          status: 'draft',
        });
        const id = created.body.data.id;
        const planned = await gateway.v1.editor.patch<V1One<Item>>(`/evaluations/${id}`, {
          publish_at: inAmsterdam(publishAt),
          unpublish_at: inAmsterdam(unpublishAt),
        });
        expect(planned.status, JSON.stringify(planned.body)).toBe(200);
        expect(planned.body.data).toMatchObject({
          publish_at: publishAt.toISOString(),
          unpublish_at: unpublishAt.toISOString(),
        });

        const db = gateway.server.database.db;
        const { app } = gateway.server;
        // Two gateways' schedulers at once, on the same database.
        const bothRun = async () =>
          (
            await Promise.all([
              runScheduledPublishing(app, db, clock),
              runScheduledPublishing(app, db, clock),
            ])
          ).flat();

        now = new Date(publishAt.getTime() - 1000);
        expect(await bothRun()).toEqual([]);
        expect((await gateway.v1.anonymous.get(`/evaluations/${id}`)).status).toBe(404);

        now = new Date(publishAt.getTime() + 30_000);
        expect(await bothRun()).toEqual([{ id, change: 'publish' }]);
        expect(
          (await gateway.v1.anonymous.get<V1One<Item>>(`/evaluations/${id}`)).body.data,
        ).toMatchObject({
          status: 'published',
          publish_at: null,
        });
        expect(await bothRun()).toEqual([]);

        now = new Date(unpublishAt.getTime() + MINUTE);
        expect(await bothRun()).toEqual([{ id, change: 'unpublish' }]);
        expect((await gateway.v1.anonymous.get(`/evaluations/${id}`)).status).toBe(404);

        const entries = await db
          .selectFrom('history_entries')
          .selectAll()
          .where('record_type', '=', 'evaluations')
          .where('record_id', '=', id)
          .orderBy('id')
          .execute();
        const byScheduler = entries.filter((entry) => entry.actor_role === 'scheduler');
        expect(byScheduler).toHaveLength(2);
        const [editor] = (
          await gateway.v1.editor.get<{ data: Item[] }>('/users?filter[current]=true')
        ).body.data;
        expect(byScheduler[0]).toMatchObject({
          actor_id: null,
          on_behalf_of_id: editor?.id,
          on_behalf_of_name: editor?.name,
          at: new Date(publishAt.getTime() + 30_000),
        });
        expect(byScheduler[0]?.changes).toEqual(
          expect.arrayContaining([
            { field: 'status', before: 'draft', after: 'published' },
            { field: 'publish_at', before: publishAt.toISOString(), after: null },
          ]),
        );
      });

      it('refuses a moment to unpublish before the one to publish', async () => {
        const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
          title: 'Verkeerd gepland',
        });
        const refused = await gateway.v1.editor.patch<{ errors: Record<string, string[]> }>(
          `/evaluations/${created.body.data.id}`,
          { publish_at: '2027-03-02T09:00:00Z', unpublish_at: '2027-03-01T09:00:00Z' },
        );
        expect(refused.status).toBe(422);
        expect(Object.keys(refused.body.errors)).toEqual(['unpublish_at']);
      });
    },
  );
}
