// /v1/site-content: the site's own content, read by everyone and written by admins (routes.ts).
import type { V1Module } from '../shared/v1-module.ts';
import { siteContentRoutes } from './routes.ts';

export const siteContentModule: V1Module = (app, options) => siteContentRoutes(app, options);
