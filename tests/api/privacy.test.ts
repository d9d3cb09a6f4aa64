// Privacy in the gateway: the page-view sink keeps counters only (no address, user agent, id or
// query string; CMS routes and unknown fields refused or left out), and the retention sweep removes
// bug reports (with their screenshots), outbox mails and page-view counters past their retention,
// and tokens a day after they expired.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../gateway/src/storage/file-storage.ts';
import { createLocalFileStorage } from '../../gateway/src/storage/local-file-storage.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { dutchDay } from '../../gateway/src/v1/page-views/repository.ts';
import { sweepPastRetention } from '../../gateway/src/v1/retention/sweep.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const DAY = 24 * 60 * 60 * 1000;
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyTest/1.0';
const address = '203.0.113.77';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('privacy', target), () => {
    // The schedule is off here: the test runs the sweep itself.
    const gateway = useSeededGateway(target, {
      env: { RETENTION_SWEEP_INTERVAL_MS: '0', FILE_SWEEP_INTERVAL_MS: '0' },
    });
    let storage: FileStorage;

    beforeAll(async () => {
      storage = createLocalFileStorage(path.join(gateway.server.dataDir, 'uploads'));
    });

    const db = () => gateway.server.database.db;
    const visitor = { headers: { 'user-agent': userAgent, 'x-forwarded-for': address } };

    it('counts page views per day, bare path and referring site, and stores nothing else', async () => {
      const views = [
        { path: '/evaluations/1?search=naam#top', referrer: 'https://www.google.com/search?q=x' },
        { path: '/evaluations/1', referrer: null },
        { path: '/evaluations/1' },
        { path: '/cms/users/1', referrer: null },
      ];
      for (const view of views) {
        expect((await gateway.v1.anonymous.post('/page-views', view, visitor)).status).toBe(204);
      }
      const rows = await db()
        .selectFrom('page_view_counts')
        .selectAll()
        .orderBy('referrer_host')
        .execute();
      expect(rows).toEqual([
        { day: dutchDay(), path: '/evaluations/1', referrer_host: '', views: 2 },
        { day: dutchDay(), path: '/evaluations/1', referrer_host: 'www.google.com', views: 1 },
      ]);
      // The table has no place for visitor data at all.
      const { rows: columns } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_name = 'page_view_counts' order by column_name`.execute(db());
      expect(columns.map((column) => column.column_name)).toEqual([
        'day',
        'path',
        'referrer_host',
        'views',
      ]);

      const today = dutchDay();
      const totals = await gateway.v1.admin.get(`/page-views?from=${today}&to=${today}`);
      expect(totals.body).toEqual({ data: [{ path: '/evaluations/1', views: 3 }] });
      expect((await gateway.v1.anonymous.get(`/page-views?from=${today}&to=${today}`)).status).toBe(
        401,
      );
    });

    it('refuses an identifier or a path that is not one with 422 and field messages', async () => {
      const withId = await gateway.v1.anonymous.post('/page-views', {
        path: '/',
        client_id: 'abc-123',
      });
      expect(withId.status).toBe(422);
      const noPath = await gateway.v1.anonymous.post('/page-views', { path: 'evaluations' });
      expect(noPath.status).toBe(422);
      expect(JSON.stringify(noPath.body)).toContain('path');
    });

    async function bugReport(ageDays: number, title: string) {
      const created = new Date(Date.now() - ageDays * DAY);
      const stored = await storage.put(new TextEncoder().encode('png'), 'png');
      const file = await db()
        .insertInto('files')
        .values({
          storage_key: stored.storageKey,
          original_name: 'screenshot.png',
          mime_type: 'image/png',
          size_bytes: stored.sizeBytes,
          sha256: stored.sha256,
        })
        .returning(['id', 'storage_key'])
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('bug_reports')
        .values({
          title,
          description: 'Beschrijving',
          url: 'https://zv.example/about',
          occurred_at: created,
          browser: JSON.stringify({ user_agent: userAgent }),
          stack_trace: '[]',
          local_storage: '{}',
          actions: '[]',
          screenshot_id: file.id,
          delivery_state: 'not_configured',
          created_at: created,
        })
        .execute();
      return file.storage_key;
    }

    async function outboxMail(ageDays: number, name: string) {
      const outbox = path.join(gateway.server.dataDir, 'outbox');
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, name);
      await fs.writeFile(file, 'Subject: test\r\n\r\nbody');
      const at = new Date(Date.now() - ageDays * DAY);
      await fs.utimes(file, at, at);
    }

    it('sweeps bug reports, outbox mails, page-view counters and expired tokens past retention', async () => {
      const oldScreenshot = await bugReport(400, 'Oude melding');
      const newScreenshot = await bugReport(10, 'Nieuwe melding');
      await outboxMail(31, 'old.eml');
      await outboxMail(2, 'new.eml');
      await db()
        .insertInto('page_view_counts')
        .values([
          { day: dutchDay(new Date(Date.now() - 400 * DAY)), path: '/oud', views: 5 },
          { day: dutchDay(new Date(Date.now() - 3 * DAY)), path: '/nieuw', views: 5 },
        ])
        .execute();

      const user = await db().selectFrom('users').select('id').executeTakeFirstOrThrow();
      const token = (hash: string, expiresAgoMs: number) => ({
        user_id: user.id,
        kind: 'password_reset' as const,
        token_hash: hash.repeat(64),
        expires_at: new Date(Date.now() - expiresAgoMs),
      });
      await db()
        .insertInto('auth_tokens')
        .values([token('a', 2 * DAY), token('b', DAY / 2)])
        .execute();

      const removed = await sweepPastRetention(db(), storage, gateway.server.config);
      expect(removed).toEqual({
        bugReports: 1,
        outboxMails: 1,
        pageViewDays: 1,
        expiredTokens: 1,
        historyEntries: 0,
      });

      const reports = await db().selectFrom('bug_reports').select('title').execute();
      expect(reports.map((report) => report.title)).toEqual(['Nieuwe melding']);
      const exists = (key: string) =>
        fs.access(path.join(gateway.server.dataDir, 'uploads', key)).then(
          () => true,
          () => false,
        );
      expect(await exists(oldScreenshot)).toBe(false);
      expect(await exists(newScreenshot)).toBe(true);
      expect(await fs.readdir(path.join(gateway.server.dataDir, 'outbox'))).toEqual(['new.eml']);
      const paths = await db().selectFrom('page_view_counts').select('path').execute();
      expect(paths.map((row) => row.path).sort()).toEqual([
        '/evaluations/1',
        '/evaluations/1',
        '/nieuw',
      ]);

      // A second pass finds nothing more; shorter settings reach the newer records.
      expect(await sweepPastRetention(db(), storage, gateway.server.config)).toEqual({
        bugReports: 0,
        outboxMails: 0,
        pageViewDays: 0,
        expiredTokens: 0,
        historyEntries: 0,
      });
      const strict = {
        ...gateway.server.config,
        RETENTION_BUG_REPORTS_DAYS: 5,
        RETENTION_MAIL_OUTBOX_DAYS: 1,
        RETENTION_ANALYTICS_DAYS: 2,
      };
      expect(await sweepPastRetention(db(), storage, strict)).toEqual({
        bugReports: 1,
        outboxMails: 1,
        pageViewDays: 1,
        expiredTokens: 0,
        historyEntries: 0,
      });
      const kept = await db().selectFrom('auth_tokens').select('token_hash').execute();
      expect(kept.map((row) => row.token_hash)).toContain('b'.repeat(64));
    });
  });
}
