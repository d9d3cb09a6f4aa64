// The user menu of the CMS top bar: "Welkom, <name>" with the avatar; own account, reporting a
// bug and sign-out.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import BugReportMenuItem from '../../features/bug-report/menu/BugReportMenuItem.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';

const itemLook =
  'block rounded-md px-3 py-2 font-semibold text-ink data-focus:bg-brand-primary-dark data-focus:text-white';

export function UserMenu() {
  const user = useAppState(selectUser);
  if (!user) return null;
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-md px-2 py-1 font-semibold text-ink hover:bg-surface-muted">
        <Avatar name={user.name} imageUrl={user.avatarUrl} decorative />
        <span>
          <FormattedMessage id="userMenu.welcome" values={{ name: user.name }} />
        </span>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className="size-4"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-52 rounded-md border border-neutral-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        <MenuItem>
          <Link to={`/cms/users/${encodeURIComponent(user.id)}`} className={itemLook}>
            <FormattedMessage id="userMenu.account" />
          </Link>
        </MenuItem>
        <BugReportMenuItem className={itemLook} />
        <MenuItem>
          <Link to="/logout" className={itemLook}>
            <FormattedMessage id="userMenu.logout" />
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
