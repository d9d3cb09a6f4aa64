// /v1/session-settings: what a signed-in client is told about its session and limits (routes.ts).
import type { V1Module } from '../shared/v1-module.ts';
import { sessionSettingsRoutes } from './routes.ts';

export const sessionSettingsModule: V1Module = (app, options) =>
  sessionSettingsRoutes(app, options);
