// /v1/files: uploading and reading files (routes.ts) and the periodic sweep of unreferenced ones.
import type { V1Module } from '../shared/v1-module.ts';
import { fileRoutes } from './routes.ts';
import { scheduleFileSweep } from './sweep-schedule.ts';

export const filesModule: V1Module = (app, options) => {
  scheduleFileSweep(app, options);
  fileRoutes(app, options);
};
