// GET /v1/users/directory: any signed-in user finds colleagues by name to add them to an
// evaluation. It answers only what a colleague may see (name, title, organisation), never an
// e-mail address, phone number, role or activity, and only active accounts.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { all, answers } from '../shared/answers.ts';
import { ValidationError } from '../shared/http-errors.ts';
import { contextOf } from '../shared/resource.ts';
import { authorize } from '../shared/viewer.ts';
import { fieldErrorsFromIssues } from '../shared/zod-issues.ts';
import { type DirectoryUserOut, directoryUserAnswer, presentDirectoryUser } from './presenter.ts';
import { searchDirectory } from './repository.ts';
import { directoryQuery } from './schema.ts';

export function registerUserDirectory(app: FastifyInstance, db: Db): void {
  app.get(
    '/users/directory',
    {
      schema: {
        tags: ['users'],
        summary: 'Active users by name: only id, name, title and organisation (any signed-in user)',
        response: answers({ 200: all(directoryUserAnswer) }),
      },
    },
    async (request): Promise<{ data: DirectoryUserOut[] }> => {
      const context = contextOf(request, db);
      authorize(context.viewer, 'authenticated');
      const parsed = directoryQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
      const rows = await searchDirectory(db, parsed.data.filter.search, parsed.data.limit);
      return { data: rows.map(presentDirectoryUser) };
    },
  );
}
