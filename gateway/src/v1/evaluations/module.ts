// /v1/evaluations: the resource, its relationships and its facet counts.
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { evaluationsResource } from './resource.ts';
import { registerEvaluationRoutes } from './routes.ts';

export const evaluationsModule: V1Module = (app, options) => {
  registerResource(app, options, evaluationsResource);
  registerEvaluationRoutes(app, options);
};
