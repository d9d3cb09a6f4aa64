// The /v1/data module (inclusion data): the inclusion data resource.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { inclusionDataResource } from './resource.ts';

export const inclusionDataModule: V1Module = (app, options) =>
  registerResource(app, options, inclusionDataResource);
