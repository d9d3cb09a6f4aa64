// Avatar services whose pictures are not the user's own: for these the initials avatar is shown.

/** Host names (and their subdomains) of known avatar services. */
export const AVATAR_SERVICE_HOSTS: readonly string[] = [
  'gravatar.com',
  'ui-avatars.com',
  'i.pravatar.cc',
  'robohash.org',
  'dicebear.com',
];

/** True for a picture from an avatar service; relative or unreadable URLs are never one. */
export function isAvatarServiceImage(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return AVATAR_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));
}

/** The user's own picture, or null when there is none or it comes from an avatar service. */
export function ownImage(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed || isAvatarServiceImage(trimmed)) return null;
  return trimmed;
}
