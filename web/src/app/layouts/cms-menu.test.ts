// Unit tests of the CMS menu's role rules (spec sections 2 and 6).
import { describe, expect, it } from 'vitest';
import type { Role } from '../../store/actions.ts';
import { anne } from '../../test-support/store.ts';
import { cmsMenu, cmsMenuFor } from './cms-menu.ts';

const pathsFor = (role: Role | null) => cmsMenuFor({ ...anne, role }).map((item) => item.to);

describe('cms menu', () => {
  it('shows the admin every item, the dashboard first', () => {
    expect(pathsFor('ADMIN')).toEqual([
      '/cms',
      '/cms/associations',
      '/cms/programs',
      '/cms/trialbureaus',
      '/cms/specializations',
      '/cms/centers',
      '/cms/users',
      '/cms/evaluations',
      '/cms/bug-reports',
      '/cms/site',
      '/cms/recent-verwijderd',
    ]);
    expect(cmsMenu).toHaveLength(11);
  });

  it('shows the editor associations, programs and the shared items', () => {
    expect(pathsFor('EDITOR')).toEqual([
      '/cms',
      '/cms/associations',
      '/cms/programs',
      '/cms/evaluations',
    ]);
  });

  it('shows the researcher and a user without a role only the shared items', () => {
    expect(pathsFor('RESEARCHER')).toEqual(['/cms', '/cms/evaluations']);
    expect(pathsFor(null)).toEqual(['/cms', '/cms/evaluations']);
  });

  it('shows nothing before the user is known', () => {
    expect(cmsMenuFor(null)).toEqual([]);
  });
});
