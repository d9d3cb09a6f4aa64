// The posts module of /v1: the /v1/posts resource. The owners' relationships/posts routes are
// registered by the organisations module (see relationship.ts).
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { postsResource } from './resource.ts';

export const postsModule: V1Module = (app, options) =>
  registerResource(app, options, postsResource);
