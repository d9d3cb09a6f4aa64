// The /v1/gradations module: the gradations resource.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { gradationsResource } from './resource.ts';

export const gradationsModule: V1Module = (app, options) =>
  registerResource(app, options, gradationsResource);
