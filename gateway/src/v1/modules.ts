// Every module of the /v1 API, in one visible list.
import { loginRoutes } from './auth/login-routes.ts';
import type { V1Module } from './plugin.ts';
import { registerResource } from './shared/resource.ts';
import { specializationsResource } from './specializations/resource.ts';

export const v1Modules: V1Module[] = [
  loginRoutes,
  (app, { db }) => registerResource(app, db, specializationsResource),
];
