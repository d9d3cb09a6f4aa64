// Two-step sign-in and its set-up: thin calls to the /v1 auth routes (/auth/login,
// /auth/login/two-factor, /auth/two-factor/*).
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';

type LoginAnswer = Record<string, unknown> & {
  two_factor_required?: boolean;
  message?: string;
};

const signIn: MutationResolvers['signIn'] = (_root, { email, password }, context) =>
  context.v1.sendPlain('/auth/login', { email, password });

/** `login` keeps answering a token pair; an account with two-step verification uses `signIn`. */
export const login: MutationResolvers['login'] = async (_root, { email, password }, context) => {
  const answer = await context.v1.sendPlain<LoginAnswer>('/auth/login', { email, password });
  if (answer.two_factor_required) {
    // /v1's message, in the caller's language; the code tells a client to use signIn instead.
    throw new GraphQLError(answer.message ?? 'Two-step verification', {
      extensions: { code: 'TWO_FACTOR_REQUIRED' },
    });
  }
  return answer;
};

const twoFactor: QueryResolvers['twoFactor'] = async (_root, _args, context) => {
  if (!context.hasToken) return null;
  return context.v1.getPlain('/auth/two-factor');
};

export const twoFactorResolvers: Resolvers = {
  Query: { twoFactor },
  Mutation: {
    signIn,
    completeSignIn: (_root, { challengeToken, code }, context) =>
      context.v1.sendPlain('/auth/login/two-factor', {
        challenge_token: challengeToken,
        code,
      }),
    beginTwoFactorSetup: (_root, _args, context) => context.v1.sendPlain('/auth/two-factor/setup'),
    confirmTwoFactorSetup: async (_root, { code }, context) => {
      const answer = await context.v1.sendPlain<{ recovery_codes: string[] }>(
        '/auth/two-factor/confirm',
        { code },
      );
      return answer.recovery_codes;
    },
    disableTwoFactor: async (_root, { code, password }, context) => {
      await context.v1.sendPlain('/auth/two-factor/disable', {
        ...(code ? { code } : {}),
        ...(password ? { password } : {}),
      });
      return true;
    },
  },
  SignInResult: {
    __resolveType: (answer: { challenge_token?: string }) =>
      answer.challenge_token ? 'TwoFactorChallenge' : 'AuthTokens',
  },
};
