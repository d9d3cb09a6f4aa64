// Every module of the /v1 API, in one visible list: each folder's module.ts (docs/ARCHITECTURE.md,
// "A /v1 folder"), in the order of registration.
import { addressesModule } from './addresses/module.ts';
import { authModule } from './auth/module.ts';
import { bugReportsModule } from './bug-reports/module.ts';
import { centersModule } from './centers/module.ts';
import { countriesModule } from './countries/module.ts';
import { evaluationsModule } from './evaluations/module.ts';
import { eventsModule } from './events/module.ts';
import { filesModule } from './files/module.ts';
import { gradationsModule } from './gradations/module.ts';
import { historyModule } from './history/module.ts';
import { hoursModule } from './hours/module.ts';
import { inclusionDataModule } from './inclusion-data/module.ts';
import { organisationsModule } from './organisations/module.ts';
import { pageViewsModule } from './page-views/module.ts';
import { postsModule } from './posts/module.ts';
import { retentionModule } from './retention/module.ts';
import { scheduleModule } from './schedule/module.ts';
import { sessionSettingsModule } from './session-settings/module.ts';
import { settingsModule } from './settings/module.ts';
import type { V1Module } from './shared/v1-module.ts';
import { siteContentModule } from './site-content/module.ts';
import { specializationsModule } from './specializations/module.ts';
import { usersModule } from './users/module.ts';

export const v1Modules: V1Module[] = [
  authModule,
  filesModule,
  specializationsModule,
  evaluationsModule,
  organisationsModule,
  eventsModule,
  postsModule,
  usersModule,
  settingsModule,
  sessionSettingsModule,
  countriesModule,
  gradationsModule,
  addressesModule,
  centersModule,
  hoursModule,
  inclusionDataModule,
  bugReportsModule,
  pageViewsModule,
  siteContentModule,
  historyModule,
  scheduleModule,
  retentionModule,
];
