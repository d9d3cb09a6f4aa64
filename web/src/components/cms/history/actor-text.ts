// Who made a change, as the history and the conflict dialog name them: "Anne de Vries
// (beheerder)", with the name and role they had at that moment.
import type { IntlShape } from 'react-intl';

interface Actor {
  name?: string | null;
  role?: string | null;
}

const roles = ['admin', 'editor', 'researcher'] as const;
type KnownRole = (typeof roles)[number];
const isKnownRole = (role: string): role is KnownRole =>
  (roles as readonly string[]).includes(role);

export function actorText(intl: IntlShape, actor: Actor | null | undefined): string {
  if (!actor?.name) return intl.formatMessage({ id: 'cmsHistory.actorUnknown' });
  const role = actor.role?.toLowerCase() ?? '';
  if (!isKnownRole(role)) return actor.name;
  return intl.formatMessage(
    { id: 'cmsHistory.actor' },
    { name: actor.name, role: intl.formatMessage({ id: `cmsHistory.role.${role}` }) },
  );
}
