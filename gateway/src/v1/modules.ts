// Every module of the /v1 API, in one visible list.
import { registerAddressAutocomplete } from './addresses/autocomplete.ts';
import { addressesResource } from './addresses/resource.ts';
import { authModule } from './auth/module.ts';
import { registerCenterMerge } from './centers/merge.ts';
import { centersResource } from './centers/resource.ts';
import { countriesResource } from './countries/resource.ts';
import { registerEvaluationRelationships } from './evaluations/relationships.ts';
import { evaluationsResource } from './evaluations/resource.ts';
import { eventsResource } from './events/resource.ts';
import { fileRoutes } from './files/routes.ts';
import { gradationsResource } from './gradations/resource.ts';
import { hoursResource } from './hours/resource.ts';
import { inclusionDataResource } from './inclusion-data/resource.ts';
import { organisationModules } from './organisations/module.ts';
import type { V1Module } from './plugin.ts';
import { postsResource } from './posts/resource.ts';
import { settingsResource } from './settings/resource.ts';
import { registerResource } from './shared/resource.ts';
import { specializationsResource } from './specializations/resource.ts';
import { usersResource } from './users/resource.ts';

export const v1Modules: V1Module[] = [
  authModule,
  fileRoutes,
  (app, { db }) => registerResource(app, db, specializationsResource),
  (app, { db }) => registerResource(app, db, evaluationsResource),
  registerEvaluationRelationships,
  ...organisationModules,
  (app, { db }) => registerResource(app, db, eventsResource),
  (app, { db }) => registerResource(app, db, postsResource),
  (app, { db }) => registerResource(app, db, usersResource),
  (app, { db }) => registerResource(app, db, settingsResource),
  (app, { db }) => registerResource(app, db, countriesResource),
  (app, { db }) => registerResource(app, db, gradationsResource),
  (app, { db }) => {
    registerResource(app, db, addressesResource);
    registerAddressAutocomplete(app, db);
  },
  (app, { db }) => {
    registerResource(app, db, centersResource);
    registerCenterMerge(app, db);
  },
  (app, { db }) => registerResource(app, db, hoursResource),
  (app, { db }) => registerResource(app, db, inclusionDataResource),
];
