// The authentication module of /v1: login (with optional two-factor), refresh, logout, forgotten and
// changed password and activation, in their own scope so the rate-limit plugin only touches these routes.
import { secretBox } from '../../credentials/secret-box.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { activationRoutes } from './activation-routes.ts';
import { backgroundTasks } from './background.ts';
import { changePasswordRoutes } from './change-password-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { registerAuthRateLimits } from './rate-limits.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export const authModule: V1Module = async (app, options) => {
  await app.register(async (scope) => {
    const limits = await registerAuthRateLimits(scope, options.config);
    const runInBackground = backgroundTasks(scope);
    const box = secretBox(options.config.TOTP_ENCRYPTION_KEY);
    loginRoutes(scope, options, limits, box);
    twoFactorRoutes(scope, options, limits, box);
    passwordRoutes(scope, options, limits, runInBackground);
    changePasswordRoutes(scope, options, limits);
    activationRoutes(scope, options);
  });
};
