// The /v1/countries module: the countries resource.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { countriesResource } from './resource.ts';

export const countriesModule: V1Module = (app, options) =>
  registerResource(app, options, countriesResource);
