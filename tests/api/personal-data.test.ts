// Staff personal data stays private: no anonymous answer of /v1 (every GET route of the OpenAPI
// document, with every include it allows: support/read-walk.ts) or of GraphQL (the whole schema,
// walked) carries a user's e-mail, phone, password hash or last login (the organisation's own
// public contact details aside); and an editor sees colleagues only as the CMS screens
// do: in the user directory and as an evaluation's people.
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { walkSchema } from '../support/graphql-walk.ts';
import { readEveryRoute } from '../support/read-walk.ts';
import { schema } from '../support/schema-shapes.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const pglite = pgliteTestDatabase();

/** Keys that hold personal data or secrets, in /v1's snake_case and GraphQL's camelCase. */
const privateKey =
  /^(e_?mail|phone_?number|phone|last_?login_?at|activated_?at|password.*|.*token.*|.*secret.*)$/i;

/**
 * The organisation's own contact details (the site content, issue 27: what the contact page
 * shows), which are public by design; their values are still checked against every user's.
 */
const organisationContact = /(^\/v1\/site-content\?[^.]*\.data|\.siteContent)$/;

/** What a visitor sees of a person on the public pages: an evaluation's people cards. */
const publicPersonKeys = ['id', 'name', 'title', 'gender', 'avatar_id'];

describe('personal data', () => {
  const gateway = useSeededGateway(pglite);
  /** Every user's e-mail, phone and password hash, lower case. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    const users = await gateway.server.database.db
      .selectFrom('users')
      .select(['email', 'phone_number', 'password_hash'])
      .execute();
    for (const user of users)
      for (const value of [user.email, user.phone_number, user.password_hash])
        if (value && value.length >= 6) secrets.add(value.toLowerCase());
    expect(secrets.size).toBeGreaterThan(30);
  });

  /**
   * Fails on a private key with a value, or a value that is a user's e-mail, phone or hash.
   * (Equal, not contained: an evaluation's contact text may name the coordinator's phone on
   * purpose; that is content an editor publishes, not a user's record.)
   */
  const leaksIn = (value: unknown, where: string, leaks: string[]): void => {
    if (typeof value === 'string') {
      if (secrets.has(value.trim().toLowerCase())) leaks.push(`${where}: ${value}`);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const organisation = organisationContact.test(where);
      if (
        privateKey.test(key) &&
        !organisation &&
        item !== null &&
        item !== undefined &&
        item !== ''
      )
        leaks.push(`${where}.${key}`);
      leaksIn(item, `${where}.${key}`, leaks);
    }
  };

  it('is in no anonymous /v1 answer, on any GET route with any include', async () => {
    const leaks: string[] = [];
    let answered = 0;
    const { routes } = await readEveryRoute(
      gateway.server.baseUrl,
      { visitor: '' },
      ({ url, status, text }) => {
        if (status !== 200) return;
        answered += 1;
        leaksIn(JSON.parse(text), url, leaks);
      },
    );
    expect(routes).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // The walk did reach people: their public cards hold exactly what the pages show.
    const people = await gateway.v1.anonymous.get<{ data: { user: object }[] }>(
      '/evaluations?with[]=people&limit=5',
    );
    const cards = (people.body.data as unknown as { people: { user: object }[] }[]).flatMap(
      (evaluation) => evaluation.people.map((person) => person.user),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(Object.keys(card).sort()).toEqual([...publicPersonKeys].sort());
  });

  it('is in no anonymous GraphQL answer, anywhere in the schema', async () => {
    const leaks: string[] = [];
    const { queries, typesWithData } = await walkSchema(
      schema,
      async (query) => gateway.graphql.anonymous(query),
      (query, answer) => leaksIn(answer.data, query.slice(0, 120), leaks),
    );
    expect(leaks).toEqual([]);
    expect(queries).toBeGreaterThan(20);
    // The walk reached the people of evaluations, where names (and only names) are public.
    expect([...typesWithData]).toEqual(expect.arrayContaining(['Evaluation', 'PersonCard']));
    expect(typesWithData.has('User')).toBe(false);
  });

  it('shows an editor colleagues only as the CMS screens do', async () => {
    // The users screens are the admin's: an editor reads only their own account there.
    const users = await gateway.v1.editor.get<{ data: { email: string }[] }>('/users?limit=100');
    expect(users.body.data.map((user) => user.email)).toEqual([demoEmails.editor]);
    const admin = await gateway.server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmails.admin)
      .executeTakeFirstOrThrow();
    expect((await gateway.v1.editor.get(`/users/${admin.id}`)).status).toBe(404);
    const viaGraphql = await gateway.graphql.editor(
      `{ user(id: "${admin.id}") { email } users(limit: 100) { data { email } } }`,
    );
    expect(viaGraphql.data?.users).toEqual({ data: [{ email: demoEmails.editor }] });
    expect(viaGraphql.data?.user ?? null).toBeNull();

    // The people picker and the inbox search: name, title and organisation, nothing else.
    const directory = await gateway.v1.editor.get<{ data: object[] }>(
      '/users/directory?filter[search]=van',
    );
    expect(directory.body.data.length).toBeGreaterThan(0);
    for (const entry of directory.body.data)
      expect(Object.keys(entry).sort()).toEqual(['id', 'name', 'organisation', 'title']);

    // An evaluation's people: the public card plus the contact details signed-in users see.
    const people = await gateway.v1.editor.get<{ data: { user: object }[] }>(
      '/evaluations/1/relationships/people',
    );
    for (const person of people.body.data)
      expect(Object.keys(person.user).sort()).toEqual(
        [...publicPersonKeys, 'email', 'phone_number'].sort(),
      );
  });
});
