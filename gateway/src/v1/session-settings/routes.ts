// GET /v1/session-settings: the signed-in caller's session settings (presenter.ts), for any role.
// Not /v1/settings, which is the admin list of the owners' settings records.
import type { FastifyInstance } from 'fastify';
import { all, answers } from '../shared/answers.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import { presentSessionSettings, sessionSettingAnswer } from './presenter.ts';

export function sessionSettingsRoutes(app: FastifyInstance, { config }: V1Options): void {
  app.get(
    '/session-settings',
    {
      schema: {
        tags: ['session-settings'],
        summary:
          'The session settings as key/value pairs: idle and absolute session limits, largest upload (signed-in)',
        response: answers({ 200: all(sessionSettingAnswer) }),
      },
    },
    async (request) => {
      authorize(request.viewer, 'authenticated');
      return { data: presentSessionSettings(config) };
    },
  );
}
