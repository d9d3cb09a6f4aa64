// Every module of the /v1 API, in one visible list.
import { addressesModule } from './addresses/module.ts';
import { authModule } from './auth/module.ts';
import { bugReportsModule } from './bug-reports/module.ts';
import { centersModule } from './centers/module.ts';
import { countriesResource } from './countries/resource.ts';
import { registerEvaluationRelationships } from './evaluations/relationships.ts';
import { evaluationsResource } from './evaluations/resource.ts';
import { eventsResource } from './events/resource.ts';
import { filesModule } from './files/module.ts';
import { gradationsResource } from './gradations/resource.ts';
import { hoursResource } from './hours/resource.ts';
import { inclusionDataResource } from './inclusion-data/resource.ts';
import { organisationModules } from './organisations/module.ts';
import { pageViewsModule } from './page-views/module.ts';
import { postsResource } from './posts/resource.ts';
import { retentionModule } from './retention/module.ts';
import { settingsResource } from './settings/resource.ts';
import { registerResource } from './shared/resource.ts';
import type { V1Module } from './shared/v1-module.ts';
import { specializationsResource } from './specializations/resource.ts';
import { registerUserDirectory } from './users/directory.ts';
import { usersResource } from './users/resource.ts';

export const v1Modules: V1Module[] = [
  authModule,
  filesModule,
  (app, options) => registerResource(app, options, specializationsResource),
  (app, options) => registerResource(app, options, evaluationsResource),
  registerEvaluationRelationships,
  ...organisationModules,
  (app, options) => registerResource(app, options, eventsResource),
  (app, options) => registerResource(app, options, postsResource),
  (app, options) => {
    registerResource(app, options, usersResource);
    registerUserDirectory(app, options.db);
  },
  (app, options) => registerResource(app, options, settingsResource),
  (app, options) => registerResource(app, options, countriesResource),
  (app, options) => registerResource(app, options, gradationsResource),
  addressesModule,
  centersModule,
  (app, options) => registerResource(app, options, hoursResource),
  (app, options) => registerResource(app, options, inclusionDataResource),
  bugReportsModule,
  pageViewsModule,
  retentionModule,
];
