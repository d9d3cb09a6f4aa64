// The CMS menu (spec sections 2 and 6): path, label, icon and the roles that see each item.
// The route guards use the same role lists, so a visible item always leads to an allowed page.
import type { MessageKey } from '../../i18n/messages.ts';
import type { Role, SessionUser } from '../../store/actions.ts';
import { ADMIN, hasRole, STAFF } from '../guards/roles.ts';

export type CmsMenuIconName =
  | 'dashboard'
  | 'associations'
  | 'programs'
  | 'trialBureaus'
  | 'specializations'
  | 'centers'
  | 'users'
  | 'evaluations'
  | 'bugReports'
  | 'siteContent'
  | 'recentlyDeleted';

export interface CmsMenuItem {
  to: string;
  labelKey: MessageKey;
  icon: CmsMenuIconName;
  /** Roles that see the item; undefined means any signed-in user. */
  roles?: readonly Role[];
}

export const cmsMenu: readonly CmsMenuItem[] = [
  { to: '/cms', labelKey: 'nav.dashboard', icon: 'dashboard' },
  { to: '/cms/associations', labelKey: 'nav.associations', icon: 'associations', roles: STAFF },
  { to: '/cms/programs', labelKey: 'nav.programs', icon: 'programs', roles: STAFF },
  { to: '/cms/trialbureaus', labelKey: 'nav.trialBureau', icon: 'trialBureaus', roles: ADMIN },
  {
    to: '/cms/specializations',
    labelKey: 'nav.specializations',
    icon: 'specializations',
    roles: ADMIN,
  },
  { to: '/cms/centers', labelKey: 'nav.centers', icon: 'centers', roles: ADMIN },
  { to: '/cms/users', labelKey: 'nav.users', icon: 'users', roles: ADMIN },
  { to: '/cms/evaluations', labelKey: 'nav.evaluations', icon: 'evaluations' },
  { to: '/cms/bug-reports', labelKey: 'nav.bugReports', icon: 'bugReports', roles: ADMIN },
  // Not in the spec's menu: the site's own pages, contact details, privacy statement and sponsors.
  { to: '/cms/site', labelKey: 'nav.siteContent', icon: 'siteContent', roles: ADMIN },
  // Not in the spec's menu either: deleted records and items to bring back (issue 28).
  {
    to: '/cms/recent-verwijderd',
    labelKey: 'nav.recentlyDeleted',
    icon: 'recentlyDeleted',
    roles: ADMIN,
  },
];

/** The items a user may see; a user without a role sees only the unrestricted ones. */
export function cmsMenuFor(user: SessionUser | null): CmsMenuItem[] {
  if (!user) return [];
  return cmsMenu.filter((item) => item.roles === undefined || hasRole(user, item.roles));
}
