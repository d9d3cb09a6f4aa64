// Every module of the /v1 API, in one visible list.
import { registerAddressAutocomplete } from './addresses/autocomplete.ts';
import { addressesResource } from './addresses/resource.ts';
import { authModule } from './auth/module.ts';
import { bugReportsModule } from './bug-reports/routes.ts';
import { registerCenterMerge } from './centers/merge.ts';
import { centersResource } from './centers/resource.ts';
import { countriesModule } from './countries/module.ts';
import { evaluationsModule } from './evaluations/module.ts';
import { eventsModule } from './events/module.ts';
import { fileRoutes } from './files/routes.ts';
import { gradationsModule } from './gradations/module.ts';
import { hoursModule } from './hours/module.ts';
import { inclusionDataModule } from './inclusion-data/module.ts';
import { organisationsModule } from './organisations/module.ts';
import { pageViewsModule } from './page-views/routes.ts';
import { postsModule } from './posts/module.ts';
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
  evaluationsModule,
  organisationsModule,
  eventsModule,
  postsModule,
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
