// A crash in the middle of a multi-statement write leaves the data as it was or fully changed,
// never half: a real gateway process on a scratch PostgreSQL database, reached through a TCP proxy
// that stops at a chosen statement of the write. There the test kills the gateway (kill -9) or
// cuts its database connection, and then reads the tables directly.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type GatewayProcess, startGateway } from '../support/gateway-process.ts';
import { createRequestLog } from '../support/request-log.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('a crash in the middle of a write (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let dataDir: string;
  const gateways: GatewayProcess[] = [];
  const log = createRequestLog(10_000);

  const start = async () => {
    const gateway = await startGateway({
      DATA_DIR: dataDir,
      DATABASE_URL: proxy.via(scratch.url),
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    });
    gateways.push(gateway);
    return gateway;
  };
  const adminHeaders = async (gateway: GatewayProcess) => {
    const login = await log.send('login', `${gateway.baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmails.admin, password: DEMO_PASSWORD }),
    });
    const token = (login.body as { access_token: string }).access_token;
    return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  };

  beforeAll(async () => {
    if (!databaseUrl) return;
    scratch = await createScratchDatabase(databaseUrl);
    const server = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-crash-'));
  });
  afterAll(async () => {
    for (const gateway of gateways) if (gateway.child.exitCode === null) await gateway.stop();
    await proxy?.close();
    await scratch?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a center merge whole when the gateway is killed before its last statement', async () => {
    const first = await start();
    // Two centers with inclusion data; the first takes the second over.
    const [target, source] = await scratch.query<{ center_id: number }>(
      'select center_id from inclusion_data group by center_id order by count(*) desc limit 2',
    );
    if (!target || !source) throw new Error('the demo data has no two centers with data');
    const snapshot = async () => ({
      centers: await scratch.query('select id from centers order by id'),
      data: await scratch.query(
        'select evaluation_id, center_id, date, sample_size from inclusion_data order by 1, 2, 3',
      ),
      total: await scratch.query('select sum(sample_size)::int as n from inclusion_data'),
    });
    const before = await snapshot();

    // The merge has moved the data by now; only the delete of the merged center is left.
    let killed!: Promise<number | null>;
    const reached = new Promise<void>((resolve) =>
      proxy.trap({
        pattern: 'delete from "centers"',
        onHit: () => {
          killed = first.stop('SIGKILL');
          resolve();
        },
      }),
    );
    const merge = log.send('merge', `${first.baseUrl}/v1/centers/merge`, {
      method: 'POST',
      headers: await adminHeaders(first),
      body: JSON.stringify({ target_id: target.center_id, source_ids: [source.center_id] }),
    });
    await reached;
    await killed;
    expect((await merge).status, 'the client never got an answer').toBeUndefined();
    expect(await snapshot()).toEqual(before);

    // A new process finishes the same merge whole.
    const second = await start();
    const done = await log.send('merge', `${second.baseUrl}/v1/centers/merge`, {
      method: 'POST',
      headers: await adminHeaders(second),
      body: JSON.stringify({ target_id: target.center_id, source_ids: [source.center_id] }),
    });
    expect(done.status).toBe(200);
    const after = await snapshot();
    expect(after.centers).toHaveLength(before.centers.length - 1);
    expect(after.total).toEqual(before.total);
    expect(after.data.some((row) => row.center_id === source.center_id)).toBe(false);
  });

  it('keeps an evaluation save with its relationships whole when the connection dies half way', async () => {
    const gateway = gateways.at(-1) ?? (await start());
    const [evaluation] = await scratch.query<{ id: number; title: string }>(
      'select id, title from evaluations order by id limit 1',
    );
    const specializations = await scratch.query<{ id: number }>(
      'select id from specializations order by id limit 3',
    );
    if (!evaluation) throw new Error('no evaluation');
    const snapshot = async () => ({
      evaluation: await scratch.query('select title from evaluations where id = $1', [
        evaluation.id,
      ]),
      joins: await scratch.query(
        'select specialization_id from evaluation_specializations where evaluation_id = $1 order by 1',
        [evaluation.id],
      ),
    });
    const before = await snapshot();
    const headers = await adminHeaders(gateway);

    // The title is updated and the old links deleted when the new links are about to be written.
    proxy.trap({
      pattern: 'insert into "evaluation_specializations"',
      onHit: () => proxy.cutAll(),
    });
    const body = JSON.stringify({
      title: `${evaluation.title} (bewerkt)`,
      specialization_ids: specializations.map((row) => row.id),
    });
    const cut = await log.send('save', `${gateway.baseUrl}/v1/evaluations/${evaluation.id}`, {
      method: 'PATCH',
      headers,
      body,
    });
    expect(cut.status).toBe(503);
    expect(await snapshot()).toEqual(before);

    // Sent again, the save lands whole.
    const saved = await log.send('save', `${gateway.baseUrl}/v1/evaluations/${evaluation.id}`, {
      method: 'PATCH',
      headers,
      body,
    });
    expect(saved.status).toBe(200);
    expect(await snapshot()).toEqual({
      evaluation: [{ title: `${evaluation.title} (bewerkt)` }],
      joins: specializations.map((row) => ({ specialization_id: row.id })),
    });
  });
});
