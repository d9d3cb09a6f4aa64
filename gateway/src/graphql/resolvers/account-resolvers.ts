// Sign-in, tokens, passwords, the current user and the session settings: thin calls to /v1.
import { catalogEntry } from '../catalog.ts';
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';
import { includesFor, selectedFields } from '../selection.ts';
import { login } from './two-factor-resolvers.ts';

const users = catalogEntry('User');

/** The signed-in user with their role; null for a caller without a token. */
const me: QueryResolvers['me'] = async (_root, _args, context, info) => {
  if (!context.hasToken) return null;
  const includes = includesFor(users, ['role', ...selectedFields(info, 'User')]);
  const answer = await context.v1.list(users.path, {
    filter: { current: true },
    with: includes,
    limit: 1,
  });
  return answer.data[0] ?? null;
};

/** The session settings (`/v1/session-settings`); /v1 refuses a visitor with 401. */
const sessionSettings: QueryResolvers['sessionSettings'] = async (_root, _args, context) =>
  (await context.v1.getPlain<{ data: { key: string; value: string }[] }>('/session-settings')).data;

const done = async (call: Promise<unknown>) => {
  await call;
  return true;
};

export const accountResolvers: Resolvers = {
  Query: { me, sessionSettings },
  Mutation: {
    login,
    refresh: (_root, { refreshToken }, context) =>
      context.v1.sendPlain('/auth/refresh', { refresh_token: refreshToken }),
    logout: (_root, _args, context) => done(context.v1.sendPlain('/auth/logout')),
    forgotPassword: (_root, { email }, context) =>
      done(context.v1.sendPlain('/auth/forgot-password', { email })),
    resetPassword: (_root, { input }, context) => {
      const { token, password, passwordConfirmation } = input as Record<string, string>;
      return done(
        context.v1.sendPlain('/auth/reset-password', {
          token,
          password,
          password_confirmation: passwordConfirmation,
        }),
      );
    },
    changePassword: (_root, { input }, context) => {
      const { currentPassword, password, passwordConfirmation } = input as Record<string, string>;
      return done(
        context.v1.sendPlain('/auth/password', {
          current_password: currentPassword,
          password,
          password_confirmation: passwordConfirmation,
        }),
      );
    },
    sendActivation: (_root, { userId }, context) =>
      done(context.v1.sendPlain(`/activations/${encodeURIComponent(String(userId))}/send`)),
  },
};
