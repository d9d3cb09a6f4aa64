// The /v1/specializations module: the specializations resource.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { specializationsResource } from './resource.ts';

export const specializationsModule: V1Module = (app, options) =>
  registerResource(app, options, specializationsResource);
