// The role matrix: every /v1 endpoint x {anonymous, researcher, editor, admin} -> allowed, 401 or 403,
// enforced by the gateway.server. The expectations are written out here from spec section 6, not derived
// from the code, and every registered route must appear in the table.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type Role, roles, useSeededGateway } from '../support/seeded-gateway.ts';

type Rule = 'public' | 'signed-in' | 'staff' | 'admin';

const everyone: Record<Rule, Role[]> = {
  public: ['anonymous', 'researcher', 'editor', 'admin'],
  'signed-in': ['researcher', 'editor', 'admin'],
  staff: ['editor', 'admin'],
  admin: ['admin'],
};

/** A record id that does not exist: allowed callers get 404/422, never 401/403. */
const MISSING = '987654';

const crud = (
  path: string,
  rules: { list: Rule; read: Rule; create: Rule; update: Rule; delete: Rule },
) => ({
  [`GET /v1/${path}`]: rules.list,
  [`GET /v1/${path}/:id`]: rules.read,
  [`POST /v1/${path}`]: rules.create,
  [`PATCH /v1/${path}/:id`]: rules.update,
  [`PUT /v1/${path}/:id`]: rules.update,
  [`POST /v1/${path}/:id`]: rules.update,
  [`DELETE /v1/${path}/:id`]: rules.delete,
  [`DELETE /v1/${path}`]: rules.delete,
});

/** Relationship routes: list and one; add; update (PATCH, PUT, POST + _method) and delete. */
const relationship = (
  path: string,
  rules: { read: Rule; write?: Rule },
  routes: ('create' | 'update' | 'delete')[] = ['create', 'update', 'delete'],
) => {
  const table: Record<string, Rule> = {
    [`GET /v1/${path}`]: rules.read,
    [`GET /v1/${path}/:relationId`]: rules.read,
  };
  const write = rules.write ?? 'admin';
  if (routes.includes('create')) table[`POST /v1/${path}`] = write;
  if (routes.includes('update')) {
    table[`PATCH /v1/${path}/:relationId`] = write;
    table[`PUT /v1/${path}/:relationId`] = write;
  }
  if (routes.includes('update') || routes.includes('delete'))
    table[`POST /v1/${path}/:relationId`] = write;
  if (routes.includes('delete')) table[`DELETE /v1/${path}/:relationId`] = write;
  return table;
};

const settings = (path: string, rules: { read: Rule; write: Rule }) => ({
  [`GET /v1/${path}/relationships/settings`]: rules.read,
  [`PATCH /v1/${path}/relationships/settings`]: rules.write,
  [`POST /v1/${path}/relationships/settings`]: rules.write,
});

const evaluationParts = [
  'applicables',
  'criteria',
  'participants',
  'people',
  'measures',
  'links',
  'posts',
  'data',
  'documents',
];

const expected: Record<string, Rule> = {
  'POST /v1/auth/login': 'public',
  'POST /v1/auth/refresh': 'public',
  'POST /v1/auth/logout': 'public',
  'POST /v1/auth/forgot-password': 'public',
  'POST /v1/auth/reset-password': 'public',
  'POST /v1/auth/password': 'signed-in',
  'POST /v1/auth/login/two-factor': 'public',
  'GET /v1/auth/two-factor': 'signed-in',
  'POST /v1/auth/two-factor/setup': 'staff',
  'POST /v1/auth/two-factor/confirm': 'staff',
  // A researcher who was an editor with two-step verification on may still turn it off.
  'POST /v1/auth/two-factor/disable': 'signed-in',
  'POST /v1/activations/:id/send': 'admin',
  'POST /v1/files': 'signed-in',
  'GET /v1/files/:id': 'public',
  ...crud('specializations', {
    list: 'public',
    read: 'public',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  }),
  ...crud('evaluations', {
    list: 'public',
    read: 'public',
    create: 'staff',
    update: 'signed-in',
    delete: 'staff',
  }),
  ...Object.assign(
    {},
    ...evaluationParts.map((part) =>
      relationship(`evaluations/:id/relationships/${part}`, { read: 'public', write: 'signed-in' }),
    ),
  ),
  ...relationship('evaluations/:id/relationships/programs', { read: 'public' }, []),
  ...relationship('evaluations/:id/relationships/associations', { read: 'public' }, []),
  ...settings('evaluations/:id', { read: 'public', write: 'signed-in' }),
  'GET /v1/evaluations/facets': 'public',
  'GET /v1/settings': 'admin',
  'GET /v1/settings/:id': 'admin',
  ...crud('users', {
    list: 'signed-in',
    read: 'signed-in',
    create: 'admin',
    update: 'signed-in',
    delete: 'admin',
  }),
  'GET /v1/users/directory': 'signed-in',
  // Organisations, events and posts (issue 3): visitors read; associations and programs are
  // written by admin and editor, the trial bureau by admin only (spec sections 2 and 6).
  ...crud('associations', {
    list: 'public',
    read: 'public',
    create: 'staff',
    update: 'staff',
    delete: 'staff',
  }),
  ...crud('programs', {
    list: 'public',
    read: 'public',
    create: 'staff',
    update: 'staff',
    delete: 'staff',
  }),
  ...crud('trial-bureau', {
    list: 'public',
    read: 'public',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  }),
  ...crud('events', {
    list: 'public',
    read: 'public',
    create: 'staff',
    update: 'staff',
    delete: 'staff',
  }),
  ...crud('posts', {
    list: 'public',
    read: 'public',
    create: 'staff',
    update: 'staff',
    delete: 'staff',
  }),
  'GET /v1/associations/:id/relationships/settings': 'public',
  'PATCH /v1/associations/:id/relationships/settings': 'staff',
  'POST /v1/associations/:id/relationships/settings': 'staff',
  'GET /v1/associations/:id/relationships/documents': 'public',
  'GET /v1/associations/:id/relationships/documents/:relationId': 'public',
  'POST /v1/associations/:id/relationships/documents': 'staff',
  'PATCH /v1/associations/:id/relationships/documents/:relationId': 'staff',
  'PUT /v1/associations/:id/relationships/documents/:relationId': 'staff',
  'POST /v1/associations/:id/relationships/documents/:relationId': 'staff',
  'DELETE /v1/associations/:id/relationships/documents/:relationId': 'staff',
  'GET /v1/associations/:id/relationships/events': 'public',
  'GET /v1/associations/:id/relationships/events/:relationId': 'public',
  'POST /v1/associations/:id/relationships/events': 'staff',
  'PATCH /v1/associations/:id/relationships/events/:relationId': 'staff',
  'PUT /v1/associations/:id/relationships/events/:relationId': 'staff',
  'POST /v1/associations/:id/relationships/events/:relationId': 'staff',
  'DELETE /v1/associations/:id/relationships/events/:relationId': 'staff',
  'GET /v1/associations/:id/relationships/posts': 'public',
  'GET /v1/associations/:id/relationships/posts/:relationId': 'public',
  'POST /v1/associations/:id/relationships/posts': 'staff',
  'PATCH /v1/associations/:id/relationships/posts/:relationId': 'staff',
  'PUT /v1/associations/:id/relationships/posts/:relationId': 'staff',
  'POST /v1/associations/:id/relationships/posts/:relationId': 'staff',
  'DELETE /v1/associations/:id/relationships/posts/:relationId': 'staff',
  'GET /v1/programs/:id/relationships/settings': 'public',
  'PATCH /v1/programs/:id/relationships/settings': 'staff',
  'POST /v1/programs/:id/relationships/settings': 'staff',
  'GET /v1/programs/:id/relationships/documents': 'public',
  'GET /v1/programs/:id/relationships/documents/:relationId': 'public',
  'POST /v1/programs/:id/relationships/documents': 'staff',
  'PATCH /v1/programs/:id/relationships/documents/:relationId': 'staff',
  'PUT /v1/programs/:id/relationships/documents/:relationId': 'staff',
  'POST /v1/programs/:id/relationships/documents/:relationId': 'staff',
  'DELETE /v1/programs/:id/relationships/documents/:relationId': 'staff',
  'GET /v1/programs/:id/relationships/events': 'public',
  'GET /v1/programs/:id/relationships/events/:relationId': 'public',
  'POST /v1/programs/:id/relationships/events': 'staff',
  'PATCH /v1/programs/:id/relationships/events/:relationId': 'staff',
  'PUT /v1/programs/:id/relationships/events/:relationId': 'staff',
  'POST /v1/programs/:id/relationships/events/:relationId': 'staff',
  'DELETE /v1/programs/:id/relationships/events/:relationId': 'staff',
  'GET /v1/programs/:id/relationships/posts': 'public',
  'GET /v1/programs/:id/relationships/posts/:relationId': 'public',
  'POST /v1/programs/:id/relationships/posts': 'staff',
  'PATCH /v1/programs/:id/relationships/posts/:relationId': 'staff',
  'PUT /v1/programs/:id/relationships/posts/:relationId': 'staff',
  'POST /v1/programs/:id/relationships/posts/:relationId': 'staff',
  'DELETE /v1/programs/:id/relationships/posts/:relationId': 'staff',
  'GET /v1/trial-bureau/:id/relationships/settings': 'public',
  'PATCH /v1/trial-bureau/:id/relationships/settings': 'admin',
  'POST /v1/trial-bureau/:id/relationships/settings': 'admin',
  'GET /v1/trial-bureau/:id/relationships/documents': 'public',
  'GET /v1/trial-bureau/:id/relationships/documents/:relationId': 'public',
  'POST /v1/trial-bureau/:id/relationships/documents': 'admin',
  'PATCH /v1/trial-bureau/:id/relationships/documents/:relationId': 'admin',
  'PUT /v1/trial-bureau/:id/relationships/documents/:relationId': 'admin',
  'POST /v1/trial-bureau/:id/relationships/documents/:relationId': 'admin',
  'DELETE /v1/trial-bureau/:id/relationships/documents/:relationId': 'admin',
  // Reference resources (issue 3). Record rules (own hours, researcher's own evaluations' data)
  // sit on top of these role rules and are tested in hours.test.ts and inclusion-data.test.ts.
  ...crud('countries', {
    list: 'public',
    read: 'public',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  }),
  ...crud('gradations', {
    list: 'public',
    read: 'public',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  }),
  ...crud('addresses', {
    list: 'signed-in',
    read: 'signed-in',
    create: 'staff',
    update: 'staff',
    delete: 'staff',
  }),
  'POST /v1/addresses/autocomplete': 'signed-in',
  ...crud('centers', {
    list: 'signed-in',
    read: 'signed-in',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  }),
  'POST /v1/centers/merge': 'admin',
  // Bug reports (issue 12): anyone files one (limited per address); only admins read and manage.
  'POST /v1/bug-reports': 'public',
  'GET /v1/bug-reports': 'admin',
  'GET /v1/bug-reports/board-status': 'admin',
  'GET /v1/bug-reports/:id': 'admin',
  'POST /v1/bug-reports/:id/deliver': 'admin',
  'DELETE /v1/bug-reports/:id': 'admin',
  'DELETE /v1/bug-reports': 'admin',
  'GET /v1/session-settings': 'signed-in',
  'POST /v1/page-views': 'public',
  'GET /v1/page-views': 'admin',
  // The site's own content (issue 27): everyone reads it, admins write it.
  'GET /v1/history': 'signed-in',
  'GET /v1/history/export': 'admin',
  'GET /v1/history/check': 'admin',
  'GET /v1/history/versions': 'public',
  'POST /v1/history/:id/restore': 'signed-in',
  'GET /v1/site-content': 'public',
  'PATCH /v1/site-content': 'admin',
  'POST /v1/site-content': 'admin',
  'GET /v1/site-content/pages': 'public',
  'GET /v1/site-content/pages/:key': 'public',
  'PATCH /v1/site-content/pages/:key': 'admin',
  'POST /v1/site-content/pages/:key': 'admin',
  ...crud('hours', {
    list: 'signed-in',
    read: 'signed-in',
    create: 'signed-in',
    update: 'signed-in',
    delete: 'signed-in',
  }),
  ...crud('data', {
    list: 'public',
    read: 'public',
    create: 'signed-in',
    update: 'signed-in',
    delete: 'signed-in',
  }),
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('role matrix', target), () => {
    const gateway = useSeededGateway(target);

    it('lists every registered /v1 route in the expectations', () => {
      const registered = gateway.server.app.v1Routes.map((route) => `${route.method} ${route.url}`);
      const unlisted = registered.filter((route) => !(route in expected));
      expect(unlisted).toEqual([]);
    });

    it('answers each endpoint for each caller as the rule says', async () => {
      const mismatches: string[] = [];
      for (const [route, rule] of Object.entries(expected)) {
        const [method = 'GET', path = ''] = route.split(' ');
        if (!gateway.server.app.v1Routes.some((r) => `${r.method} ${r.url}` === route)) {
          mismatches.push(`${route}: not registered`);
          continue;
        }
        const url =
          path.replace('/v1', '').replace(/:\w+/g, MISSING) +
          (method === 'DELETE' && !path.includes(':') ? `?ids[]=${MISSING}` : '');
        for (const who of roles) {
          // Logging out would end the session the rest of the matrix uses.
          if (route === 'POST /v1/auth/logout' && who !== 'anonymous') continue;
          const body = method === 'GET' || method === 'DELETE' ? undefined : {};
          const response = await gateway.v1[who].call(method, url, { body });
          const allowed = everyone[rule].includes(who);
          const want = allowed ? 'allowed' : who === 'anonymous' ? 401 : 403;
          const got =
            response.status === 401 || response.status === 403 ? response.status : 'allowed';
          if (got !== want)
            mismatches.push(`${route} as ${who}: expected ${want}, got ${response.status}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  });
}
