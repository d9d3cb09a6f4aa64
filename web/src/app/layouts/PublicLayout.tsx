// The layout of the public site: skip link, top bar with menu, breadcrumbs, the page, footer, and
// the bug-tracker bar once an error has been captured.
import { Outlet } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs/Breadcrumbs.tsx';
import { BugReportBarSlot } from '../../features/bug-report/bar/BugReportBarSlot.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <Breadcrumbs className="mx-auto w-full max-w-6xl px-4 pt-4" />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <PublicFooter />
      <BugReportBarSlot />
    </div>
  );
}
