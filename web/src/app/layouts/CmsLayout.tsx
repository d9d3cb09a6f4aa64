// The layout of the CMS (signed-in users only): side menu by role, top bar with the user menu,
// breadcrumbs, the page and the bug-tracker bar. Below 960 px the menu sits behind a menu button.
import { Disclosure, DisclosurePanel } from '@headlessui/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs/Breadcrumbs.tsx';
import { useMediaQuery } from '../../components/page/use-media-query.ts';
import { BugReportBarSlot } from '../../features/bug-report/bar/BugReportBarSlot.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { CmsMenu } from './CmsMenu.tsx';
import { wideScreenQuery } from './layout-constants.ts';
import { MenuToggleButton } from './MenuToggleButton.tsx';
import { SkipLink } from './SkipLink.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useCmsMenuMinimised } from './useCmsMenuMinimised.ts';

export function CmsLayout() {
  const wide = useMediaQuery(wideScreenQuery);
  return (
    <div className="flex min-h-screen bg-surface-muted">
      <SkipLink />
      {wide && <CmsSidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        <CmsTopBar wide={wide} />
        <Breadcrumbs className="px-4 pt-4 sm:px-6" />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6">
          <Outlet />
        </main>
        <BugReportBarSlot />
      </div>
    </div>
  );
}

function CmsSidebar() {
  const intl = useIntl();
  const menuId = useId();
  const { minimised, toggle } = useCmsMenuMinimised();
  const toggleLabel = intl.formatMessage({
    id: minimised ? 'layout.cmsMenuExpand' : 'layout.cmsMenuCollapse',
  });
  return (
    <aside
      data-minimised={minimised}
      className={`sticky top-0 flex h-screen shrink-0 flex-col gap-4 overflow-y-auto border-r border-r-neutral-200 border-t-8 border-t-brand-secondary bg-white p-3 ${minimised ? 'w-20' : 'w-64'}`}
    >
      <Link
        to="/cms"
        className="flex items-center gap-2 rounded-md px-1 py-1 font-bold text-brand-primary-dark"
      >
        <img src="/favicon.svg" alt="" className="size-10 shrink-0" />
        <span className={minimised ? 'sr-only' : ''}>
          <FormattedMessage id="layout.cmsTitle" />
        </span>
      </Link>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!minimised}
        aria-controls={menuId}
        title={minimised ? toggleLabel : undefined}
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-brand-primary-dark"
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className={`size-6 shrink-0 ${minimised ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m15 6-6 6 6 6" />
        </svg>
        <span className={minimised ? 'sr-only' : ''}>{toggleLabel}</span>
      </button>
      <CmsMenu id={menuId} look={minimised ? 'minimised' : 'full'} />
    </aside>
  );
}

function CmsTopBar({ wide }: { wide: boolean }) {
  return (
    <Disclosure
      as="header"
      className={`border-b border-b-neutral-200 bg-white ${wide ? '' : 'border-t-8 border-t-brand-secondary'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          {!wide && <MenuToggleButton />}
          <p className="font-bold text-brand-primary-dark">
            <FormattedMessage id="app.title" />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="/"
            className="rounded-md px-2 py-1 font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker"
          >
            <FormattedMessage id="layout.backToSite" />
          </Link>
          <LanguageSwitch />
          <UserMenu />
        </div>
      </div>
      {!wide && (
        <DisclosurePanel className="border-t border-t-neutral-200 px-4 py-2">
          <CmsMenu look="panel" />
        </DisclosurePanel>
      )}
    </Disclosure>
  );
}
