// The history of every change made through /v1 (issue 28): one entry per write with who, when, the
// request and what changed field by field, relationships included; no secrets; append-only; and a
// chain that reports the first entry changed or removed behind the application's back.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { createFileStorage } from '../../gateway/src/storage/create-file-storage.ts';
import { checkHistoryChain } from '../../gateway/src/v1/shared/history/chain.ts';
import { sweepPastRetention } from '../../gateway/src/v1/retention/sweep.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('history', target), () => {
    const gateway = useSeededGateway(target);
    let evaluationId: number;
    const db = () => gateway.server.database.db;
    const entriesOf = (type: string, id: number) =>
      db()
        .selectFrom('history_entries')
        .selectAll()
        .where('record_type', '=', type)
        .where('record_id', '=', id)
        .orderBy('id')
        .execute();

    beforeAll(async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Geschiedenis van een enkelfractuur',
        ends_at: '2027-06-30',
      });
      evaluationId = created.body.data.id;
    });

    it('records a create, then an update field by field, with who, when and the request', async () => {
      const changed = await gateway.v1.editor.patch(
        `/evaluations/${evaluationId}`,
        { title: 'Geschiedenis van een enkelfractuur (herzien)', ends_at: '2027-12-31' },
        { headers: { 'x-request-id': 'history-test-update-1' } },
      );
      expect(changed.status).toBe(200);

      const [created, updated, ...rest] = await entriesOf('evaluations', evaluationId);
      expect(rest).toEqual([]);
      expect(created).toMatchObject({ action: 'create', actor_role: 'editor' });
      expect(updated).toMatchObject({
        action: 'update',
        actor_role: 'editor',
        request_id: 'history-test-update-1',
        record_title: 'Geschiedenis van een enkelfractuur (herzien)',
      });
      expect(updated?.actor_name).toBeTruthy();
      expect(updated?.at).toBeInstanceOf(Date);
      expect(updated?.changes).toEqual(
        expect.arrayContaining([
          {
            field: 'title',
            before: 'Geschiedenis van een enkelfractuur',
            after: 'Geschiedenis van een enkelfractuur (herzien)',
          },
          { field: 'ends_at', before: '2027-06-30', after: '2027-12-31' },
        ]),
      );
      // Nothing else changed.
      const fields = (updated?.changes ?? []) as { field: string }[];
      expect(fields.map((change) => change.field).sort()).toEqual(['ends_at', 'title']);
    });

    it('records a relationship change as a change of its owner: a criterion added, then removed', async () => {
      const added = await gateway.v1.editor.post<V1One<Item>>(
        `/evaluations/${evaluationId}/relationships/criteria`,
        { type: 'inclusion', content: 'Leeftijd 18 jaar of ouder' },
      );
      const criterionId = added.body.data.id;
      await gateway.v1.editor.delete(
        `/evaluations/${evaluationId}/relationships/criteria/${criterionId}`,
      );
      const entries = await entriesOf('evaluations', evaluationId);
      const [add, remove] = entries.slice(-2);
      expect(add?.changes).toEqual([
        {
          field: `criteria[${criterionId}]`,
          after: expect.objectContaining({ content: 'Leeftijd 18 jaar of ouder' }),
        },
      ]);
      expect(remove?.changes).toEqual([
        {
          field: `criteria[${criterionId}]`,
          before: expect.objectContaining({ content: 'Leeftijd 18 jaar of ouder' }),
        },
      ]);
    });

    it('keeps what a deleted record was, and records nothing for a write that changes nothing', async () => {
      const before = (await entriesOf('evaluations', evaluationId)).length;
      await gateway.v1.editor.patch(`/evaluations/${evaluationId}`, { ends_at: '2027-12-31' });
      expect(await entriesOf('evaluations', evaluationId)).toHaveLength(before);

      expect((await gateway.v1.editor.delete(`/evaluations/${evaluationId}`)).status).toBe(204);
      const deleted = (await entriesOf('evaluations', evaluationId)).at(-1);
      expect(deleted).toMatchObject({ action: 'delete', actor_role: 'editor' });
      expect(deleted?.snapshot).toMatchObject({
        id: evaluationId,
        title: 'Geschiedenis van een enkelfractuur (herzien)',
      });
    });

    it('never writes a secret: no password hash, token or two-step secret in any entry', async () => {
      const user = await gateway.v1.admin.post<V1One<Item>>('/users', {
        name: 'Geschiedenis Gebruiker',
        email: 'geschiedenis@example.org',
        role: 'researcher',
      });
      expect(user.status, JSON.stringify(user.body)).toBe(201);
      const changed = await gateway.v1.researcher.post('/auth/password', {
        current_password: DEMO_PASSWORD,
        password: 'Geschiedenis-Wachtwoord-2026',
        password_confirmation: 'Geschiedenis-Wachtwoord-2026',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(204);
      const [me] = (
        await gateway.v1.researcher.get<{ data: Item[] }>('/users?filter[current]=true')
      ).body.data;
      const [passwordEntry] = (await entriesOf('users', me?.id ?? 0)).slice(-1);
      // Named as changed, without a value.
      expect(passwordEntry?.changes).toEqual([{ field: 'password' }]);
      const all = await db().selectFrom('history_entries').selectAll().execute();
      const text = JSON.stringify(all.map((entry) => [entry.changes, entry.snapshot]));
      expect(text).not.toMatch(/password_hash|\$argon2|token|totp|secret/i);
      expect(text).not.toContain('Geschiedenis-Wachtwoord-2026');
      expect(all.some((entry) => entry.record_type === 'users')).toBe(true);
    });

    it('records a merge of centers as one event on the target, naming each merged center', async () => {
      const centers = await gateway.v1.admin.get<{ data: Item[] }>('/centers?sort=id&limit=3');
      const [target, source] = centers.body.data;
      if (!target || !source) throw new Error('too few centers');
      const merged = await gateway.v1.admin.post('/centers/merge', {
        target_id: target.id,
        source_ids: [source.id],
      });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      const [entry, ...more] = await entriesOf('centers', target.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action: 'merge', actor_role: 'admin' });
      expect(entry?.changes).toEqual(
        expect.arrayContaining([
          {
            field: `merged[${source.id}]`,
            before: expect.objectContaining({ title: source.title }),
          },
        ]),
      );
      expect(entry?.snapshot).toEqual({ merged: [expect.objectContaining({ id: source.id })] });
      expect(await entriesOf('centers', source.id)).toEqual([]);
    });

    it("records the site's content as one record: a page's text by its key", async () => {
      const saved = await gateway.v1.admin.patch('/site-content/pages/disclaimer', {
        intro_nl: 'Een nieuwe inleiding van de disclaimer',
      });
      expect(saved.status).toBe(200);
      const entry = (await entriesOf('site-content', 1)).at(-1);
      expect(entry?.changes).toEqual([
        {
          field: 'pages[disclaimer].intro_nl',
          before: expect.any(String),
          after: 'Een nieuwe inleiding van de disclaimer',
        },
      ]);
    });

    it('answers the history to admins, and to others only of a record they may edit', async () => {
      const list = await gateway.v1.admin.get<{ data: Item[]; total: number }>(
        `/history?filter[record_type]=evaluations&filter[record_id]=${evaluationId}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.data.map((entry) => entry.action)).toEqual([
        'delete',
        'update',
        'update',
        'update',
        'create',
      ]);
      expect(list.body.data[3]).toMatchObject({
        actor: { role: 'editor' },
        request_id: 'history-test-update-1',
        record_type: 'evaluations',
      });
      expect((await gateway.v1.admin.get('/history?filter[action]=create')).status).toBe(200);

      // A researcher: one record at a time, and only one they take part in.
      const researcher = gateway.v1.researcher;
      const [me] = (await researcher.get<{ data: Item[] }>('/users?filter[current]=true')).body
        .data;
      const own = await db()
        .selectFrom('evaluation_people')
        .select('evaluation_id')
        .where('user_id', '=', me?.id ?? 0)
        .executeTakeFirstOrThrow();
      const other = await db()
        .selectFrom('evaluations')
        .select('id')
        .where(
          'id',
          'not in',
          db()
            .selectFrom('evaluation_people')
            .select('evaluation_id')
            .where('user_id', '=', me?.id ?? 0),
        )
        .executeTakeFirstOrThrow();
      const refused = await researcher.get<{ errors: Record<string, string[]> }>('/history');
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['filter.record_type']);
      const mine = `/history?filter[record_type]=evaluations&filter[record_id]=${own.evaluation_id}`;
      expect((await researcher.get(mine)).status).toBe(200);
      const theirs = `/history?filter[record_type]=evaluations&filter[record_id]=${other.id}`;
      expect((await researcher.get(theirs)).status).toBe(403);
      expect((await gateway.v1.anonymous.get(mine)).status).toBe(401);
      expect((await researcher.get('/history/export')).status).toBe(403);
    });

    it("exports a record's history as CSV, a line per field change, and as JSON", async () => {
      const filter = `filter[record_type]=evaluations&filter[record_id]=${evaluationId}`;
      const csv = await gateway.v1.admin.get<string>(`/history/export?format=csv&${filter}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="history-/);
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toBe(
        'entry_id,at,actor_id,actor_name,actor_role,request_id,record_type,record_id,record_title,action,field,before,after,hash',
      );
      expect(lines.some((line) => line.includes(',update,ends_at,2027-06-30,2027-12-31,'))).toBe(
        true,
      );
      const json = await gateway.v1.admin.get<{ data: Item[] }>(
        `/history/export?format=json&${filter}`,
      );
      expect(json.body.data.map((entry) => entry.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
        'delete',
      ]);
      const check = await gateway.v1.admin.get<{ data: unknown }>('/history/check');
      expect(check.body.data).toEqual({ checked: expect.any(Number) });
    });

    it('sweeps entries past their retention from the oldest, leaving a chain that holds', async () => {
      const entries = await db()
        .selectFrom('history_entries')
        .select(['id', 'at'])
        .orderBy('id')
        .execute();
      const keepFrom = entries[2];
      if (!keepFrom) throw new Error('too few entries');
      const config = { ...gateway.server.config, RETENTION_HISTORY_DAYS: 30 };
      // Thirty days after the third entry: the two before it are past their retention.
      const now = new Date(keepFrom.at.getTime() + 30 * 24 * 60 * 60 * 1000);
      const storage = createFileStorage(config);
      try {
        const removed = await sweepPastRetention(db(), storage, config, now);
        expect(removed.historyEntries).toBe(2);
      } finally {
        await storage.close();
      }
      const left = await db().selectFrom('history_entries').select('id').orderBy('id').execute();
      expect(left.map((row) => row.id)).toEqual(entries.slice(2).map((row) => row.id));
      expect(await checkHistoryChain(db())).toEqual({ checked: entries.length - 2 });
    });

    it('refuses to change or remove an entry, and reports the first one changed behind its back', async () => {
      expect(await checkHistoryChain(db())).toEqual({ checked: expect.any(Number) });
      const [first, second, third] = await db()
        .selectFrom('history_entries')
        .select('id')
        .orderBy('id')
        .limit(3)
        .execute();
      if (!first || !second || !third) throw new Error('too few entries');
      await expect(
        db()
          .updateTable('history_entries')
          .set({ actor_name: 'Iemand anders' })
          .where('id', '=', second.id)
          .execute(),
      ).rejects.toThrow(/append-only/);
      await expect(
        db().deleteFrom('history_entries').where('id', '=', second.id).execute(),
      ).rejects.toThrow(/append-only/);

      // Behind the application's back (the trigger off): a changed entry, then a removed one.
      await sql`alter table history_entries disable trigger history_entries_append_only`.execute(
        db(),
      );
      try {
        await db()
          .updateTable('history_entries')
          .set({ actor_name: 'Iemand anders' })
          .where('id', '=', second.id)
          .execute();
        expect(await checkHistoryChain(db())).toEqual({
          checked: 1,
          broken: { id: second.id, reason: 'content' },
        });
        await db().deleteFrom('history_entries').where('id', '=', second.id).execute();
        expect(await checkHistoryChain(db())).toEqual({
          checked: 1,
          broken: { id: third.id, reason: 'link' },
        });
      } finally {
        await sql`alter table history_entries enable trigger history_entries_append_only`.execute(
          db(),
        );
      }
    });
  });
}
