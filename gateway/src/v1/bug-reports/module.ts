// /v1/bug-reports: filing (with its own rate limit) and the admin routes of routes.ts.
import type { V1Module } from '../shared/v1-module.ts';
import { bugReportRoutes } from './routes.ts';

export const bugReportsModule: V1Module = (app, options) => bugReportRoutes(app, options);
