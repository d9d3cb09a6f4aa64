// /v1/page-views: the analytics sink of the public site. Anyone reports a page view (limited per
// address); it only raises a counter of the day, path and referring site, so no address, user
// agent or identifier is stored. Admins read the totals of a period.
import type { FastifyInstance } from 'fastify';
import { all, answers, noContent } from '../shared/answers.ts';
import { registerRateLimitPlugin } from '../shared/rate-limit-plugin.ts';
import { parseBody } from '../shared/resource.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import { barePath, isCmsPath, referrerHost } from './counted-view.ts';
import { pageViewTotalAnswer, presentPageViewTotal } from './presenter.ts';
import { countPageView, dutchDay, pageViewTotals } from './repository.ts';
import { pageViewBody, pageViewPeriod } from './schema.ts';

const tag = 'page-views';

export async function pageViewRoutes(app: FastifyInstance, options: V1Options): Promise<void> {
  const { db, config } = options;
  await app.register(async (scope) => {
    await registerRateLimitPlugin(scope, config);
    scope.post(
      '/page-views',
      {
        bodyLimit: 4096,
        config: {
          rateLimit: {
            max: config.RATE_LIMIT_PAGE_VIEWS_PER_IP,
            timeWindow: config.RATE_LIMIT_WINDOW_MS,
          },
        },
        schema: {
          tags: [tag],
          summary: 'Count a page view of the public site (anyone; no visitor data is stored)',
          body: pageViewBody,
          response: answers({ 204: noContent }, [429]),
        },
      },
      async (request, reply) => {
        const body = parseBody(pageViewBody, request.body);
        const path = barePath(body.path);
        if (!isCmsPath(path)) {
          await countPageView(db, {
            day: dutchDay(),
            path,
            referrerHost: referrerHost(body.referrer, request.host),
          });
        }
        return reply.code(204).send();
      },
    );
  });

  app.get(
    '/page-views',
    {
      schema: {
        tags: [tag],
        summary: 'Page views per path in a period (?from=YYYY-MM-DD&to=YYYY-MM-DD) (admin)',
        response: answers({ 200: all(pageViewTotalAnswer) }, [403]),
      },
    },
    async (request) => {
      authorize(request.viewer, ['admin']);
      const { from, to } = parseBody(pageViewPeriod, request.query);
      return { data: (await pageViewTotals(db, from, to)).map(presentPageViewTotal) };
    },
  );
}
