// /v1/centers: the resource and the merge of duplicate centers.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { centersResource } from './resource.ts';
import { registerCenterMerge } from './routes.ts';

export const centersModule: V1Module = (app, options) => {
  registerResource(app, options, centersResource);
  registerCenterMerge(app, options.db);
};
