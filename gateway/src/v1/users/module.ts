// The /v1/users module: the users resource and the colleague directory (routes.ts).
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { usersResource } from './resource.ts';
import { registerUserDirectory } from './routes.ts';

export const usersModule: V1Module = (app, options) => {
  registerResource(app, options, usersResource);
  registerUserDirectory(app, options.db);
};
