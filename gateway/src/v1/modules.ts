// Every module of the /v1 API, in one visible list.
import { registerAddressAutocomplete } from './addresses/autocomplete.ts';
import { addressesResource } from './addresses/resource.ts';
import { authModule } from './auth/module.ts';
import { bugReportsModule } from './bug-reports/routes.ts';
import { registerCenterMerge } from './centers/merge.ts';
import { centersResource } from './centers/resource.ts';
import { countriesResource } from './countries/resource.ts';
import { evaluationsModule } from './evaluations/module.ts';
import { eventsModule } from './events/module.ts';
import { fileRoutes } from './files/routes.ts';
import { gradationsResource } from './gradations/resource.ts';
import { hoursResource } from './hours/resource.ts';
import { inclusionDataResource } from './inclusion-data/resource.ts';
import { organisationsModule } from './organisations/module.ts';
import { pageViewsModule } from './page-views/routes.ts';
import { postsModule } from './posts/module.ts';
import { retentionModule } from './retention/schedule.ts';
import { settingsResource } from './settings/resource.ts';
import { registerResource } from './shared/resource.ts';
import type { V1Module } from './shared/v1-module.ts';
import { specializationsResource } from './specializations/resource.ts';
import { registerUserDirectory } from './users/directory.ts';
import { usersResource } from './users/resource.ts';

export const v1Modules: V1Module[] = [
  authModule,
  fileRoutes,
  (app, options) => registerResource(app, options, specializationsResource),
  evaluationsModule,
  organisationsModule,
  eventsModule,
  postsModule,
  (app, options) => {
    registerResource(app, options, usersResource);
    registerUserDirectory(app, options.db);
  },
  (app, options) => registerResource(app, options, settingsResource),
  (app, options) => registerResource(app, options, countriesResource),
  (app, options) => registerResource(app, options, gradationsResource),
  (app, options) => {
    registerResource(app, options, addressesResource);
    registerAddressAutocomplete(app, options.db);
  },
  (app, options) => {
    registerResource(app, options, centersResource);
    registerCenterMerge(app, options.db);
  },
  (app, options) => registerResource(app, options, hoursResource),
  (app, options) => registerResource(app, options, inclusionDataResource),
  bugReportsModule,
  pageViewsModule,
  retentionModule,
];
