// Every module of the /v1 API, in one visible list.
import { registerAddressAutocomplete } from './addresses/autocomplete.ts';
import { addressesResource } from './addresses/resource.ts';
import { authModule } from './auth/module.ts';
import { bugReportsModule } from './bug-reports/routes.ts';
import { registerCenterMerge } from './centers/merge.ts';
import { centersResource } from './centers/resource.ts';
import { countriesModule } from './countries/module.ts';
import { registerEvaluationRelationships } from './evaluations/relationships.ts';
import { evaluationsResource } from './evaluations/resource.ts';
import { eventsResource } from './events/resource.ts';
import { fileRoutes } from './files/routes.ts';
import { gradationsModule } from './gradations/module.ts';
import { hoursModule } from './hours/module.ts';
import { inclusionDataModule } from './inclusion-data/module.ts';
import { organisationModules } from './organisations/module.ts';
import { pageViewsModule } from './page-views/routes.ts';
import { postsResource } from './posts/resource.ts';
import { retentionModule } from './retention/schedule.ts';
import { settingsModule } from './settings/module.ts';
import { registerResource } from './shared/resource.ts';
import type { V1Module } from './shared/v1-module.ts';
import { specializationsModule } from './specializations/module.ts';
import { usersModule } from './users/module.ts';

export const v1Modules: V1Module[] = [
  authModule,
  fileRoutes,
  specializationsModule,
  (app, options) => registerResource(app, options, evaluationsResource),
  registerEvaluationRelationships,
  ...organisationModules,
  (app, options) => registerResource(app, options, eventsResource),
  (app, options) => registerResource(app, options, postsResource),
  usersModule,
  settingsModule,
  countriesModule,
  gradationsModule,
  (app, options) => {
    registerResource(app, options, addressesResource);
    registerAddressAutocomplete(app, options.db);
  },
  (app, options) => {
    registerResource(app, options, centersResource);
    registerCenterMerge(app, options.db);
  },
  hoursModule,
  inclusionDataModule,
  bugReportsModule,
  pageViewsModule,
  retentionModule,
];
