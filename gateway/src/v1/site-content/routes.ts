// /v1/site-content: the site's own content (issue 27). Visitors read it (the footer on every page,
// the information pages); only admins write it. One document of site details (contact, privacy
// statement, sponsors in order) and the five information pages by key; a write answers the new
// state, and like every /v1 write it empties the anonymous answers (http/anonymous-read-cache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { type HistoryRecord, recordWrite } from '../shared/history/recorder.ts';
import { all, answers, one } from '../shared/answers.ts';
import { notFound } from '../shared/http-errors.ts';
import { stripMethod } from '../shared/method-override.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import {
  presentSiteDetails,
  presentSitePage,
  siteDetailsAnswer,
  sitePageAnswer,
} from './presenter.ts';
import {
  findSiteDetails,
  findSitePage,
  listSitePages,
  updateSiteDetails,
  updateSitePage,
} from './repository.ts';
import { isSitePageKey, siteDetailsBody, sitePageBody, sitePageParams } from './schema.ts';

const tags = ['site-content'];
const write = ['admin'] as const;
const readDetailsAnswers = answers({ 200: one(siteDetailsAnswer) });
const writeDetailsAnswers = answers({ 200: one(siteDetailsAnswer) }, [403]);
const readPageAnswers = answers({ 200: one(sitePageAnswer) }, [404]);
const writePageAnswers = answers({ 200: one(sitePageAnswer) }, [403, 404]);

/**
 * The site content as one record of the history (`site-content` 1): the details with the sponsors,
 * and the pages by key, so a changed page text is `pages[who].body_nl`.
 */
const siteContentHistory: HistoryRecord = {
  type: 'site-content',
  snapshot: async (db) => ({
    ...presentSiteDetails(await findSiteDetails(db)),
    pages: (await listSitePages(db))
      .map(presentSitePage)
      .map(({ key, ...page }) => ({ id: key, ...page })),
  }),
  writable: async (context) => context.viewer?.role === 'admin',
};

export function siteContentRoutes(app: FastifyInstance, { db }: V1Options): void {
  app.historyRecords.set('/site-content', siteContentHistory);
  const readDetails = async () => ({ data: presentSiteDetails(await findSiteDetails(db)) });
  const recorded = (request: FastifyRequest, write: (trx: Db) => Promise<void>) =>
    recordWrite(contextOf(request, db), {
      record: siteContentHistory,
      id: 1,
      action: 'update',
      write: ({ db: trx }) => write(trx),
    });

  const writeDetails = async (request: FastifyRequest) => {
    authorize(request.viewer, write);
    const input = parseBody(siteDetailsBody, stripMethod(request.body).rest);
    await recorded(request, (trx) => updateSiteDetails(trx, input));
    return readDetails();
  };

  app.get(
    '/site-content',
    {
      schema: {
        tags,
        summary: 'The site details: contact, privacy statement and the sponsors in order (public)',
        response: readDetailsAnswers,
      },
    },
    readDetails,
  );
  app.patch(
    '/site-content',
    {
      schema: {
        tags,
        summary: 'Change the site details; `sponsors` replaces the list in its order (admin)',
        body: siteDetailsBody,
        response: writeDetailsAnswers,
      },
    },
    writeDetails,
  );
  app.post(
    '/site-content',
    {
      schema: {
        tags,
        summary: 'Change the site details with _method PATCH (admin)',
        response: writeDetailsAnswers,
      },
    },
    writeDetails,
  );

  app.get(
    '/site-content/pages',
    {
      schema: {
        tags,
        summary: 'The information pages in Dutch and English (public)',
        response: answers({ 200: all(sitePageAnswer) }),
      },
    },
    async () => ({ data: (await listSitePages(db)).map(presentSitePage) }),
  );

  /** The page the path names (after the role rule, so a visitor's write is a 401, not a 404). */
  const pageKey = (request: FastifyRequest) => {
    const { key } = request.params as z.infer<typeof sitePageParams>;
    if (!isSitePageKey(key)) throw notFound();
    return key;
  };

  const writePage = async (request: FastifyRequest) => {
    authorize(request.viewer, write);
    const key = pageKey(request);
    const input = parseBody(sitePageBody, stripMethod(request.body).rest);
    await recorded(request, (trx) => updateSitePage(trx, key, input));
    return { data: presentSitePage(await findSitePage(db, key)) };
  };

  app.get(
    '/site-content/pages/:key',
    {
      schema: {
        tags,
        summary: 'One information page (who, about, disclaimer, contact, accessibility) (public)',
        params: sitePageParams,
        response: readPageAnswers,
      },
    },
    async (request) => ({ data: presentSitePage(await findSitePage(db, pageKey(request))) }),
  );
  app.patch(
    '/site-content/pages/:key',
    {
      schema: {
        tags,
        summary: "Change a page's texts; rich text is sanitized (admin)",
        params: sitePageParams,
        body: sitePageBody,
        response: writePageAnswers,
      },
    },
    writePage,
  );
  app.post(
    '/site-content/pages/:key',
    {
      schema: {
        tags,
        summary: "Change a page's texts with _method PATCH (admin)",
        params: sitePageParams,
        response: writePageAnswers,
      },
    },
    writePage,
  );
}
