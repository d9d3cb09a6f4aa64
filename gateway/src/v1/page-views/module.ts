// /v1/page-views: counting a view (with its own rate limit) and the admin's totals, in routes.ts.
import type { V1Module } from '../shared/v1-module.ts';
import { pageViewRoutes } from './routes.ts';

export const pageViewsModule: V1Module = (app, options) => pageViewRoutes(app, options);
