// Session lifetime and account changes through real HTTP: idle and absolute expiry, every session
// revoked on a reset, deactivation or role change, argon2 rehash on login, no lock-out by a
// stranger's failed logins, and forgot-password answering alike for known and unknown addresses.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { hashToken } from '../../gateway/src/v1/shared/tokens.ts';
import { type ApiServer, passwordlessUsers } from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { type SeededGateway, startSeededGateway } from '../support/seeded-gateway.ts';
import { type SmtpSink, startSmtpSink, tokenFromMail } from '../support/smtp-sink.ts';

type TokenPair = { access_token: string; refresh_token: string };

const PASSWORD = 'Sessie-Sleutel-41';
const NEW_PASSWORD = 'Verse-Sleutel-52';
const ACCOUNT_LIMIT = 3;
// Above the timing test's ten requests for one address.
const FORGOT_LIMIT = 12;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/auth session lifetime and revocation', target),
    () => {
      let smtp: SmtpSink;
      let server: ApiServer;
      let v1: SeededGateway['v1'];
      /** Seeded active users without a password, one per test that needs its own account. */
      let fresh: { id: number; email: string }[];

      const db = () => server.database.db;
      const takeUser = async (password = PASSWORD) => {
        const user = fresh.shift();
        if (!user) throw new Error('no seeded user left');
        await db()
          .updateTable('users')
          .set({ password_hash: await hashPassword(password) })
          .where('id', '=', user.id)
          .execute();
        return user;
      };
      const login = (email: string, password = PASSWORD) =>
        v1.anonymous.post<TokenPair>('/auth/login', { email, password });
      const session = async (email: string, password = PASSWORD) => {
        const response = await login(email, password);
        expect(response.status).toBe(200);
        return response.body;
      };
      const works = async (pair: TokenPair) =>
        (await v1.anonymous.get('/users?filter[current]=true', { token: pair.access_token }))
          .status;
      const refreshes = async (pair: TokenPair) =>
        (await v1.anonymous.post('/auth/refresh', { refresh_token: pair.refresh_token })).status;
      /** Asks for a reset link (the answer's status). */
      const forgotPassword = async (email: string) =>
        (await v1.anonymous.post('/auth/forgot-password', { email })).status;
      /** Sets NEW_PASSWORD with a reset link's token (the answer's status). */
      const resetPassword = async (token: string) =>
        (
          await v1.anonymous.post('/auth/reset-password', {
            token,
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          })
        ).status;
      /** Moves a session's times back, as if that many minutes had passed. */
      const age = async (
        pair: TokenPair,
        column: 'last_seen_at' | 'started_at',
        minutes: number,
      ) => {
        const family = db()
          .selectFrom('auth_tokens')
          .select('family')
          .where('token_hash', '=', hashToken(pair.access_token));
        await db()
          .updateTable('auth_sessions')
          .set({ [column]: sql`now() - make_interval(mins => ${minutes}::int)` })
          .where('family', 'in', family)
          .execute();
      };

      beforeAll(async () => {
        smtp = await startSmtpSink();
        ({ server, v1 } = await startSeededGateway(target, {
          env: {
            SMTP_URL: smtp.url,
            RATE_LIMIT_LOGIN_PER_ACCOUNT: String(ACCOUNT_LIMIT),
            RATE_LIMIT_LOGIN_PER_IP: '1000',
            RATE_LIMIT_FORGOT_PER_ACCOUNT: String(FORGOT_LIMIT),
            RATE_LIMIT_FORGOT_PER_IP: '1000',
            SESSION_IDLE_MINUTES: '30',
            SESSION_ABSOLUTE_HOURS: '12',
          },
        }));
        fresh = await passwordlessUsers(db(), 9);
      });
      afterAll(async () => {
        await server?.close();
        await smtp?.close();
      });

      it('ends a session unused for longer than the idle time: access and refresh token alike', async () => {
        const user = await takeUser();
        const idle = await session(user.email);
        const active = await session(user.email);
        await age(idle, 'last_seen_at', 31);
        await age(active, 'last_seen_at', 29);
        expect(await works(idle)).toBe(401);
        expect(await refreshes(idle)).toBe(401);
        expect(await works(active)).toBe(200);
        // The request recorded the use (it was more than a minute old), so the session goes on.
        const seen = await db()
          .selectFrom('auth_sessions')
          .select(sql<boolean>`last_seen_at > now() - interval '1 minute'`.as('recent'))
          .where('user_id', '=', user.id)
          .orderBy('started_at', 'desc')
          .execute();
        expect(seen.map((row) => row.recent)).toContain(true);
        expect(await refreshes(active)).toBe(200);
      });

      it('ends every session at the absolute time after its login, refreshes included', async () => {
        const user = await takeUser();
        const first = await session(user.email);
        const refreshed = await v1.anonymous.post<TokenPair>('/auth/refresh', {
          refresh_token: first.refresh_token,
        });
        expect(refreshed.status).toBe(200);
        // In use a minute ago, but the login was 12 hours and a minute ago.
        await age(refreshed.body, 'started_at', 12 * 60 + 1);
        await age(refreshed.body, 'last_seen_at', 1);
        expect(await works(refreshed.body)).toBe(401);
        expect(await refreshes(refreshed.body)).toBe(401);
      });

      it('records a use at most once a minute, and a refresh not at all', async () => {
        const user = await takeUser();
        const pair = await session(user.email);
        const lastSeen = async () =>
          (
            await db()
              .selectFrom('auth_sessions')
              .select(sql<string>`last_seen_at::text`.as('at'))
              .where('user_id', '=', user.id)
              .executeTakeFirstOrThrow()
          ).at;
        const before = await lastSeen();
        expect(await works(pair)).toBe(200);
        expect(await works(pair)).toBe(200);
        expect(await lastSeen()).toBe(before);
        // A refresh (the web app's timer) is not a use: an idle user's session still ends.
        expect(await refreshes(pair)).toBe(200);
        expect(await lastSeen()).toBe(before);
      });

      it('revokes every session of a user on a password reset', async () => {
        const user = await takeUser();
        const sessions = [await session(user.email), await session(user.email)];
        expect(await forgotPassword(user.email)).toBe(202);
        expect(await resetPassword(tokenFromMail(await smtp.waitForMail(user.email)))).toBe(200);
        for (const pair of sessions) {
          expect(await works(pair)).toBe(401);
          expect(await refreshes(pair)).toBe(401);
        }
      });

      it('revokes every session of a user who is deactivated or given another role', async () => {
        const demoted = await takeUser();
        const deactivated = await takeUser();
        const demotedSession = await session(demoted.email);
        const deactivatedSession = await session(deactivated.email);
        const untouched = await session(demoEmails.editor, DEMO_PASSWORD);

        // Saving the same role again ends nothing; another role ends every session.
        const current = await v1.admin.get<{ data: { role: { name: string } | null } }>(
          `/users/${demoted.id}?with[]=role`,
        );
        const sameRole = current.body.data.role?.name ?? null;
        expect((await v1.admin.patch(`/users/${demoted.id}`, { role: sameRole })).status).toBe(200);
        expect(await works(demotedSession)).toBe(200);
        const otherRole = sameRole === 'editor' ? 'researcher' : 'editor';
        expect((await v1.admin.patch(`/users/${demoted.id}`, { role: otherRole })).status).toBe(
          200,
        );
        expect(await works(demotedSession)).toBe(401);
        expect(await refreshes(demotedSession)).toBe(401);

        expect(
          (await v1.admin.patch(`/users/${deactivated.id}`, { is_active: false })).status,
        ).toBe(200);
        expect(await works(deactivatedSession)).toBe(401);
        expect(await refreshes(deactivatedSession)).toBe(401);
        expect(await works(untouched)).toBe(200);
      });

      it('rehashes a password stored with weaker argon2 parameters at the next login', async () => {
        const user = await takeUser();
        const { hash } = await import('@node-rs/argon2');
        const weak = await hash(PASSWORD, { algorithm: 2, memoryCost: 8_192, timeCost: 1 });
        await db()
          .updateTable('users')
          .set({ password_hash: weak })
          .where('id', '=', user.id)
          .execute();
        await session(user.email);
        const stored = await db()
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        expect(stored.password_hash).not.toBe(weak);
        expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        // Still the same password.
        await session(user.email);
      });

      it("keeps a stranger who throttles an account's login from locking its owner out", async () => {
        const user = await takeUser();
        for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt++) {
          expect((await login(user.email, `Raden-${attempt}-Fout`)).status).toBe(401);
        }
        expect((await login(user.email)).status).toBe(429);
        // The owner asks for a link and sets a new password while the login is throttled ...
        expect(await forgotPassword(user.email)).toBe(202);
        expect(await resetPassword(tokenFromMail(await smtp.waitForMail(user.email)))).toBe(200);
        // ... and logs in at once: the reset started the account's count afresh.
        expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
      });

      it("keeps a stranger who uses up an account's reset mails from locking its owner out", async () => {
        const user = await takeUser();
        const statuses: number[] = [];
        for (let request = 0; request <= FORGOT_LIMIT; request++)
          statuses.push(await forgotPassword(user.email));
        expect(statuses).toEqual([...Array(FORGOT_LIMIT).fill(202), 429]);
        // Every answered request mailed the owner; the link issued last is valid for longer than the
        // throttle's window (60 against 15 minutes), so the owner's mailbox always holds one that works.
        const mails = [];
        for (let mail = 0; mail < FORGOT_LIMIT; mail++)
          mails.push(await smtp.waitForMail(user.email));
        const outcomes: number[] = [];
        for (const mail of mails) outcomes.push(await resetPassword(tokenFromMail(mail)));
        expect(outcomes.filter((status) => status === 200)).toHaveLength(1);
        expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
      });

      it('answers forgot-password byte for byte alike, in similar time, for known and unknown addresses', async () => {
        const known = demoEmails.researcher;
        const unknown = 'niemand-bekend@example.org';
        const timed = async (email: string) => {
          const started = performance.now();
          const response = await fetch(`${server.baseUrl}/v1/auth/forgot-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'nl' },
            body: JSON.stringify({ email }),
          });
          const body = await response.text();
          return { ms: performance.now() - started, status: response.status, body };
        };
        const knownTimes: number[] = [];
        const unknownTimes: number[] = [];
        const bodies = new Set<string>();
        for (let round = 0; round < 10; round++) {
          // Interleaved, so a slow moment of the machine falls on both alike.
          for (const [email, times] of [
            [known, knownTimes],
            [unknown, unknownTimes],
          ] as const) {
            const answer = await timed(email);
            expect(answer.status).toBe(202);
            bodies.add(answer.body);
            times.push(answer.ms);
          }
        }
        expect(bodies.size).toBe(1);
        const [a, b] = [median(knownTimes), median(unknownTimes)];
        // The known address does no extra work while answering (token and mail come after), so
        // the medians differ by noise only: less than 50 ms, or than half the slower one.
        expect(Math.abs(a - b)).toBeLessThan(Math.max(50, Math.max(a, b) / 2));
      });
    },
  );
}
