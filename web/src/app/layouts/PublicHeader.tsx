// The public top bar: product title, search (wide screens), language switch and the top menu,
// which collapses behind a menu button below 960 px; it condenses after scrolling down.
// The collapsed menu is a plain disclosure (a button with aria-expanded and the panel after it):
// Headless UI's Disclosure would pull its focus and interaction code into the public first load.
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMediaQuery } from '../../components/page/use-media-query.ts';
import { LazyGlobalSearch } from '../../components/search/LazyGlobalSearch.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { usePrerendering } from '../prerendering.ts';
import { useCondensedHeader } from './condensed-header.ts';
import { wideScreenQuery } from './layout-constants.ts';
import { MenuToggleIcon, menuToggleClass } from './MenuToggleIcon.tsx';
import { PublicMenu } from './PublicMenu.tsx';

export function PublicHeader() {
  const intl = useIntl();
  const wide = useMediaQuery(wideScreenQuery);
  // Prerendered HTML holds both the wide and the narrow header, CSS shows the one that applies.
  const prerendering = usePrerendering();
  const showWide = prerendering || wide;
  const showNarrow = prerendering || !wide;
  const condensed = useCondensedHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the open panel, wherever the focus is, and puts the focus on the button
    // (a focused link in the panel would otherwise leave it on the page's body).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  return (
    <header
      data-condensed={condensed}
      className="sticky top-0 z-30 border-t-8 border-t-brand-secondary border-b border-b-neutral-200 bg-white shadow-sm"
    >
      <div
        className={`mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 transition-[padding] duration-200 motion-reduce:transition-none sm:gap-4 ${condensed ? 'py-1' : 'py-4'}`}
      >
        <Link
          to="/"
          aria-label={intl.formatMessage({ id: 'layout.homeLink' })}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-brand-primary-dark sm:gap-3"
        >
          <img
            src="/favicon.svg"
            alt=""
            width={48}
            height={48}
            className={`shrink-0 transition-[width,height] duration-200 motion-reduce:transition-none ${condensed ? 'size-8' : 'size-10 sm:size-12'}`}
          />
          <span
            className={`leading-tight ${condensed ? 'text-base sm:text-lg' : 'text-lg sm:text-2xl'}`}
          >
            <FormattedMessage id="app.title" />
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          {showWide &&
            (prerendering ? (
              <div className={`w-80 ${onlyWide}`} aria-hidden="true" />
            ) : (
              <LazyGlobalSearch className="w-80" />
            ))}
          <LanguageSwitch />
          {showNarrow && (
            <MenuButton
              ref={menuButton}
              open={menuOpen}
              panelId={panelId}
              onToggle={() => setMenuOpen((open) => !open)}
            />
          )}
        </div>
      </div>
      {showWide && (
        <div className={`mx-auto max-w-6xl px-4 pb-2 ${onlyWide}`}>
          <PublicMenu layout="row" />
        </div>
      )}
      {showNarrow && menuOpen && (
        <div
          id={panelId}
          className="max-h-[calc(100vh-6rem)] overflow-y-auto border-t border-t-neutral-200 px-4"
        >
          {/* Choosing an item (also the current page's) closes the panel. */}
          <PublicMenu layout="panel" onNavigate={() => setMenuOpen(false)} />
        </div>
      )}
    </header>
  );
}

/** Hidden below the tablet breakpoint (960 px, layout-constants.ts). */
const onlyWide = 'max-[959px]:hidden';

function MenuButton(props: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <button
      ref={props.ref}
      type="button"
      aria-expanded={props.open}
      aria-controls={props.open ? props.panelId : undefined}
      onClick={props.onToggle}
      className={`${menuToggleClass} min-[960px]:hidden`}
    >
      <MenuToggleIcon />
      <FormattedMessage id="layout.menuButton" />
    </button>
  );
}
