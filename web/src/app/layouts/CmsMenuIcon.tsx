// Simple line icons for the CMS menu, decorative only (the item's label names the link).
import type { ReactNode } from 'react';
import type { CmsMenuIconName } from './cms-menu.ts';

const shapes: Record<CmsMenuIconName, ReactNode> = {
  dashboard: (
    <>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </>
  ),
  associations: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2 20c0-3.3 2.7-6 6-6s6 2.7 6 6M14 20c0-2.5 1.3-4.5 3-4.5s4 1.5 4 4.5" />
    </>
  ),
  programs: (
    <>
      <path d="M12 3 3 8l9 5 9-5-9-5Z" />
      <path d="m3 13 9 5 9-5" />
    </>
  ),
  trialBureaus: (
    <>
      <path d="M4 21V5l8-3 8 3v16" />
      <path d="M2 21h20M9 21v-4h6v4M8 8h2M14 8h2M8 12h2M14 12h2" />
    </>
  ),
  specializations: (
    <>
      <path d="M6 3v6a5 5 0 0 0 10 0V3" />
      <path d="M11 14v2a4 4 0 0 0 8 0v-2" />
      <circle cx="19" cy="12" r="2" />
    </>
  ),
  centers: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M12 7v6M9 10h6M10 21v-4h4v4" />
    </>
  ),
  users: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </>
  ),
  evaluations: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="1" />
      <path d="M9 2h6v4H9zM9 11h6M9 15h4" />
    </>
  ),
  bugReports: (
    <>
      <rect x="7" y="7" width="10" height="13" rx="5" />
      <path d="M9 7a3 3 0 0 1 6 0M12 11v9M3 13h4M17 13h4M4 8l3 2M20 8l-3 2M4 19l3-2M20 19l-3-2" />
    </>
  ),
  siteContent: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 8h18M7 12h10M7 16h6" />
    </>
  ),
  recentlyDeleted: (
    <>
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
      <path d="M10 15l2-2 2 2M12 13v4" />
    </>
  ),
};

export function CmsMenuIcon({ name }: { name: CmsMenuIconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[name]}
    </svg>
  );
}
