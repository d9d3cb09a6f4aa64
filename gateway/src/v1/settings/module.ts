// The /v1/settings module: the settings resource (read-only; owners write their settings).
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { settingsResource } from './resource.ts';

export const settingsModule: V1Module = (app, options) =>
  registerResource(app, options, settingsResource);
