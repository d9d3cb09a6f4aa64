// The layout's breakpoints and scroll thresholds (spec section 9), in one place for CSS queries and code.

/** Below this width the menus collapse behind a menu button and the global search is hidden. */
export const TABLET_BREAKPOINT_PX = 960;

/** Below this width the CMS side menu is minimised to icons (it can be expanded by hand). */
export const MENU_MINIMISE_BELOW_PX = 1367;

/** Scrolling down past this offset condenses the public top bar ... */
export const CONDENSE_HEADER_BELOW_SCROLL_PX = 400;

/** ... and scrolling back up above this offset expands it again (hysteresis: no flicker). */
export const EXPAND_HEADER_ABOVE_SCROLL_PX = 280;

export const wideScreenQuery = `(min-width: ${TABLET_BREAKPOINT_PX}px)`;

export const fullMenuQuery = `(min-width: ${MENU_MINIMISE_BELOW_PX}px)`;
