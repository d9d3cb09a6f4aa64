// The /v1/hours module: the hours resource.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { hoursResource } from './resource.ts';

export const hoursModule: V1Module = (app, options) =>
  registerResource(app, options, hoursResource);
