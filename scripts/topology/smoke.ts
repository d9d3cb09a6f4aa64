// The smoke test through both gateways of a topology: each check acts on one gateway and looks on
// the other, so it passes only when the state really is shared (database, Redis, object storage,
// mail). Answers one line per check; throws on the first that fails.
import { randomUUID } from 'node:crypto';
import { samplePdf } from '../../gateway/src/test-support/sample-files.ts';
import { apiClient, loginAs } from '../../tests/support/api-server.ts';
import { demoEmails } from '../../tests/support/demo-accounts.ts';
import type { GatewayProcess } from '../../tests/support/gateway-process.ts';
import type { SmtpSink } from '../../tests/support/smtp-sink.ts';

export interface SmokeTarget {
  gateways: [GatewayProcess, GatewayProcess];
  mail: SmtpSink;
  /** RATE_LIMIT_LOGIN_PER_ACCOUNT of the gateways (default 10). */
  loginLimitPerAccount?: number;
}

export interface SmokeCheck {
  name: string;
  run(target: SmokeTarget): Promise<string>;
}

class SmokeFailure extends Error {}

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SmokeFailure(message);
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const uploadOnOneDownloadOnOther: SmokeCheck = {
  name: 'an upload on one is downloadable from the other',
  async run({ gateways: [first, second] }) {
    const token = await loginAs(first.baseUrl, 'editor');
    const bytes = samplePdf();
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'rooster.pdf');
    const upload = await apiClient(first.baseUrl, { token }).post<{
      data: { id: number; url: string };
    }>('/files', form);
    expect(upload.status === 201, `upload on the first answered ${upload.status}`);
    const url = `${second.baseUrl}${upload.body.data.url}`;
    const download = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const received = new Uint8Array(await download.arrayBuffer());
    expect(download.status === 200, `download from the second answered ${download.status}`);
    expect(Buffer.from(received).equals(Buffer.from(bytes)), 'downloaded bytes differ');
    const anonymous = await fetch(url);
    expect(anonymous.status === 401, `an anonymous download answered ${anonymous.status}`);
    return `file ${upload.body.data.id}: ${bytes.byteLength} bytes back, anonymous 401`;
  },
};

const rateLimitShared: SmokeCheck = {
  name: 'a rate limit counted on one holds on the other',
  async run({ gateways, loginLimitPerAccount = 10 }) {
    // An account of its own (unknown ones count too), so no demo account is locked out.
    const email = `topology-${randomUUID()}@example.org`;
    const fail = (gateway: GatewayProcess) =>
      apiClient(gateway.baseUrl).post('/auth/login', { email, password: 'niet-het-wachtwoord' });
    for (let attempt = 0; attempt < loginLimitPerAccount; attempt += 1) {
      const answer = await fail(gateways[attempt % 2] as GatewayProcess);
      expect(answer.status === 401, `failed login ${attempt + 1} answered ${answer.status}`);
    }
    const [onFirst, onSecond] = [await fail(gateways[0]), await fail(gateways[1])];
    expect(onFirst.status === 429 && onSecond.status === 429, 'the limit did not hold on both');
    return `${loginLimitPerAccount} failures split over both, then 429 on each`;
  },
};

const writeOnOneReadOnOther: SmokeCheck = {
  name: 'a write on one is read on the other',
  async run({ gateways: [first, second] }) {
    type One = { data: { id: number; title: string } };
    const visitor = apiClient(second.baseUrl);
    const list = await visitor.get<{ data: { id: number }[] }>('/evaluations?limit=1');
    const id = list.body.data[0]?.id;
    expect(id !== undefined, 'no published evaluation to change');
    // Warm the second's anonymous-read cache, so the check also proves it is invalidated.
    await visitor.get(`/evaluations/${id}`);
    const token = await loginAs(first.baseUrl, 'editor');
    const title = `Topologie ${randomUUID()}`;
    const written = await apiClient(first.baseUrl, { token }).patch(`/evaluations/${id}`, {
      title,
    });
    expect(written.status === 200, `the write on the first answered ${written.status}`);
    const read = await poll(
      async () => (await visitor.get<One>(`/evaluations/${id}`)).body.data.title,
      (value) => value === title,
    );
    expect(read === title, `the second still reads "${read}"`);
    return `evaluation ${id} renamed on the first, read by a visitor on the second`;
  },
};

const mailFromEither: SmokeCheck = {
  name: 'mail sent by the other reaches the SMTP server',
  async run({ gateways: [, second], mail }) {
    const answer = await apiClient(second.baseUrl).post('/auth/forgot-password', {
      email: demoEmails.researcher,
    });
    expect(answer.status < 300, `forgot-password answered ${answer.status}`);
    const received = await mail.waitForMail(demoEmails.researcher, 10_000);
    return `"${received.subject}" to ${demoEmails.researcher}`;
  },
};

const metricsOnBoth: SmokeCheck = {
  name: 'both expose metrics and are ready',
  async run({ gateways }) {
    for (const gateway of gateways) {
      const ready = await fetch(`${gateway.baseUrl}/readyz`);
      expect(ready.status === 200, `/readyz answered ${ready.status}`);
      const metrics = await fetch(`${gateway.baseUrl}/metrics`);
      const text = await metrics.text();
      expect(metrics.status === 200, `/metrics answered ${metrics.status}`);
      expect(text.includes('http_request_duration_seconds'), '/metrics has no request latency');
    }
    return '/readyz 200 and /metrics on both';
  },
};

export const smokeChecks: SmokeCheck[] = [
  uploadOnOneDownloadOnOther,
  rateLimitShared,
  writeOnOneReadOnOther,
  mailFromEither,
  metricsOnBoth,
];

/** Runs every check in order; answers their results, or throws with the first failure. */
export async function runSmoke(target: SmokeTarget): Promise<{ name: string; result: string }[]> {
  const results: { name: string; result: string }[] = [];
  for (const check of smokeChecks) {
    try {
      results.push({ name: check.name, result: await check.run(target) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`smoke check failed: ${check.name}: ${reason}`, { cause: error });
    }
  }
  return results;
}
