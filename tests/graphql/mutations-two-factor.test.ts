// GraphQL two-step sign-in against a real gateway: set-up and confirmation, signIn answering a
// challenge (login refuses with TWO_FACTOR_REQUIRED), completeSignIn, turning it off; and a role
// change through updateUser ending the user's sessions.
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { passwordlessUser } from '../support/api-server.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf, type GraphQLClient, graphqlClient } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const PASSWORD = 'Twee-Stappen-38';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    __typename
    ... on AuthTokens { accessToken refreshToken }
    ... on TwoFactorChallenge { challengeToken expiresIn }
  }
}`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken }
}`;
const COMPLETE = `mutation ($challengeToken: String!, $code: String!) {
  completeSignIn(challengeToken: $challengeToken, code: $code) { accessToken refreshToken }
}`;
const BEGIN = 'mutation { beginTwoFactorSetup { secret otpauthUri qrCode } }';
const CONFIRM = 'mutation ($code: String!) { confirmTwoFactorSetup(code: $code) }';
const DISABLE =
  'mutation ($code: String, $password: String) { disableTwoFactor(code: $code, password: $password) }';
const STATUS = '{ twoFactor { enabled available recoveryCodesLeft } }';
const UPDATE_ROLE =
  'mutation ($id: ID!) { updateUser(id: $id, input: { role: RESEARCHER }) { id } }';
const ME = '{ me { id } }';

type SignIn = {
  signIn: { __typename: string; accessToken?: string; challengeToken?: string; expiresIn?: number };
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL mutations: two-step sign-in', target),
    () => {
      const gateway = useSeededGateway(target, { env: { RATE_LIMIT_LOGIN_PER_IP: '1000' } });
      let gql: GraphQLClient;
      let user: { id: number; email: string };

      const signIn = async () =>
        dataOf(await gql<SignIn>(SIGN_IN, { email: user.email, password: PASSWORD })).signIn;

      beforeAll(async () => {
        gql = gateway.graphql.anonymous;
        const db = gateway.server.database.db;
        user = await passwordlessUser(db);
        const editor = await db
          .selectFrom('roles')
          .select('id')
          .where('name', '=', 'editor')
          .executeTakeFirstOrThrow();
        await db
          .updateTable('users')
          .set({ password_hash: await hashPassword(PASSWORD), role_id: editor.id })
          .where('id', '=', user.id)
          .execute();
      });

      it('sets up, signs in in two steps and turns it off again', async () => {
        const first = await signIn();
        expect(first.__typename).toBe('AuthTokens');
        const me = graphqlClient(gateway.server.baseUrl, { token: first.accessToken });
        expect(dataOf(await me(STATUS)).twoFactor).toEqual({
          enabled: false,
          available: true,
          recoveryCodesLeft: 0,
        });
        expectError(await gateway.graphql.researcher(BEGIN), 'FORBIDDEN');

        const begun = dataOf(
          await me<{ beginTwoFactorSetup: { secret: string; otpauthUri: string; qrCode: string } }>(
            BEGIN,
          ),
        ).beginTwoFactorSetup;
        expect(begun.otpauthUri).toContain(begun.secret);
        expect(begun.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
        const totp = new TOTP({ secret: begun.secret, digits: 6, period: 30 });
        expect(fieldErrors(await me(CONFIRM, { code: '000000' }))).toEqual({
          code: ['Deze code is onjuist of al gebruikt'],
        });
        const codes = dataOf(
          await me<{ confirmTwoFactorSetup: string[] }>(CONFIRM, { code: totp.generate() }),
        ).confirmTwoFactorSetup;
        expect(codes).toHaveLength(10);

        const challenge = await signIn();
        expect(challenge).toMatchObject({ __typename: 'TwoFactorChallenge', expiresIn: 300 });
        const refused = expectError(
          await gql(LOGIN, { email: user.email, password: PASSWORD }),
          'TWO_FACTOR_REQUIRED',
        );
        expect(refused.message).toBe(
          'Tweestapsverificatie: vul een code in om het inloggen af te ronden',
        );
        const done = dataOf(
          await gql<{ completeSignIn: { accessToken: string } }>(COMPLETE, {
            challengeToken: challenge.challengeToken,
            code: codes[0],
          }),
        ).completeSignIn;
        expect(done.accessToken).toMatch(/^zva_/);

        expect(fieldErrors(await me(DISABLE, {}))).toEqual({
          code: ['Vul een code of uw wachtwoord in'],
        });
        expect(dataOf(await me(DISABLE, { password: PASSWORD })).disableTwoFactor).toBe(true);
        expect((await signIn()).__typename).toBe('AuthTokens');
      });

      it('ends every session of a user whose role updateUser changes', async () => {
        const session = await signIn();
        const me = graphqlClient(gateway.server.baseUrl, { token: session.accessToken });
        expect(dataOf(await me<{ me: { id: string } }>(ME)).me.id).toBe(String(user.id));
        dataOf(await gateway.graphql.admin(UPDATE_ROLE, { id: String(user.id) }));
        expectError(await me(ME), 'UNAUTHENTICATED');
      });
    },
  );
}
