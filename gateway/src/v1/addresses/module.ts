// /v1/addresses: the resource and its autocomplete route.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { addressesResource } from './resource.ts';
import { registerAddressAutocomplete } from './routes.ts';

export const addressesModule: V1Module = (app, options) => {
  registerResource(app, options, addressesResource);
  registerAddressAutocomplete(app, options.db);
};
