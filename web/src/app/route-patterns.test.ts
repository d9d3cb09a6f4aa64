import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-patterns.ts';
import { clientRoutePatterns } from './routes.tsx';

describe('routePatterns', () => {
  it('joins nested paths, reads index routes as their parent and skips the catch-all', () => {
    expect(
      routePatterns([
        { index: true },
        { path: 'who' },
        { children: [{ path: 'evaluations/:id' }, { path: '*' }] },
        { path: 'cms', children: [{ index: true }, { children: [{ path: 'users/:id' }] }] },
      ]),
    ).toEqual(['/', '/who', '/evaluations/:id', '/cms', '/cms/users/:id']);
  });
});

describe('clientRoutePatterns', () => {
  it('lists the public, guest and signed-in routes of routes.tsx', () => {
    expect(clientRoutePatterns.public).toContain('/');
    expect(clientRoutePatterns.public).toContain('/associations/:id');
    expect(clientRoutePatterns.guest).toEqual([
      '/cms/login',
      '/forgot-password',
      '/reset-password',
    ]);
    expect(clientRoutePatterns.app).toContain('/logout');
    expect(clientRoutePatterns.app).toContain('/cms');
    expect(clientRoutePatterns.app).toContain('/cms/evaluations/:id');
    expect(clientRoutePatterns.app).not.toContain('/cms/login');
  });
});
