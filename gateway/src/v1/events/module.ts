// The events module of /v1: the /v1/events resource. The owners' relationships/events routes are
// registered by the organisations module (see relationship.ts).
import { registerResource } from '../shared/resource.ts';
import type { V1Module } from '../shared/v1-module.ts';
import { eventsResource } from './resource.ts';

export const eventsModule: V1Module = (app, options) =>
  registerResource(app, options, eventsResource);
