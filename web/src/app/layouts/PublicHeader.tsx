// The public top bar: product title, search (wide screens), language switch and the top menu,
// which collapses behind a menu button below 960 px; it condenses after scrolling down.
import { Disclosure, DisclosurePanel } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LazyGlobalSearch } from '../../components/search/LazyGlobalSearch.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { useCondensedHeader } from './condensed-header.ts';
import { wideScreenQuery } from './layout-constants.ts';
import { MenuToggleButton } from './MenuToggleButton.tsx';
import { PublicMenu } from './PublicMenu.tsx';
import { useMediaQuery } from './useMediaQuery.ts';

export function PublicHeader() {
  const intl = useIntl();
  const wide = useMediaQuery(wideScreenQuery);
  const condensed = useCondensedHeader();
  return (
    <Disclosure
      as="header"
      data-condensed={condensed}
      className="sticky top-0 z-30 border-t-8 border-t-brand-secondary border-b border-b-neutral-200 bg-white shadow-sm"
    >
      <div
        className={`mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 transition-[padding] duration-200 motion-reduce:transition-none ${condensed ? 'py-1' : 'py-4'}`}
      >
        <Link
          to="/"
          aria-label={intl.formatMessage({ id: 'layout.homeLink' })}
          className="flex items-center gap-3 rounded-md font-bold text-brand-primary-dark"
        >
          <img
            src="/favicon.svg"
            alt=""
            className={`transition-[width,height] duration-200 motion-reduce:transition-none ${condensed ? 'size-8' : 'size-12'}`}
          />
          <span className={condensed ? 'text-lg' : 'text-xl sm:text-2xl'}>
            <FormattedMessage id="app.title" />
          </span>
        </Link>
        <div className="flex items-center gap-3">
          {wide && <LazyGlobalSearch className="w-80" />}
          <LanguageSwitch />
          {!wide && <MenuToggleButton />}
        </div>
      </div>
      {wide ? (
        <div className="mx-auto max-w-6xl px-4 pb-2">
          <PublicMenu layout="row" />
        </div>
      ) : (
        <DisclosurePanel className="max-h-[calc(100vh-6rem)] overflow-y-auto border-t border-t-neutral-200 px-4">
          <PublicMenu layout="panel" />
        </DisclosurePanel>
      )}
    </Disclosure>
  );
}
