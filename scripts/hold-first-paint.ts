// One step of the prerendered documents' template (scripts/prerender-pages.ts): the browser must
// not paint a prerendered page before it has parsed all of it. Chromium may paint a document
// while it is still parsing; a frame of a half-parsed page showed a footer of half its height,
// which then grew and moved the page (a layout shift 5 to 30 ms after the first paint).
//
// Chromium's standard `<link rel="expect" href="#id" blocking="render">` in the head holds every
// frame until the element of that id has been parsed. The browser unblocks at that element's
// start tag, not at its end (checked on Debian's Chromium 156: `#root` let a frame through with
// the root's content half parsed), so the target must come after the whole prerendered markup:
// an empty `<template>` right after `#root`, which is never rendered, never read by assistive
// technology and left alone by React (it renders into `#root`). Other browsers ignore the link.
const EMPTY_ROOT = '<div id="root"></div>';

/** The id of the empty element after the prerendered markup that the head's expect link names. */
export const PRERENDERED_END_ID = 'prerendered-end';

const EXPECT_LINK = `<link rel="expect" href="#${PRERENDERED_END_ID}" blocking="render" />`;
const END_MARKER = `<template id="${PRERENDERED_END_ID}"></template>`;

/** The template, with its first paint held until everything in `#root` has been parsed. */
export function holdFirstPaintUntilParsed(template: string): string {
  if (!template.includes('</head>') || !template.includes(EMPTY_ROOT)) {
    throw new Error(`the document has no </head> or no empty ${EMPTY_ROOT}`);
  }
  return template
    .replace('</head>', `\n    ${EXPECT_LINK}\n  </head>`)
    .replace(EMPTY_ROOT, `${EMPTY_ROOT}${END_MARKER}`);
}
