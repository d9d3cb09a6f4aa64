// Sanitizes uploaded SVG images on write: an allow-list of drawing elements and attributes, no scripts.
import sanitizeHtml from 'sanitize-html';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/**
 * Elements outside the allow-list are renamed to this (allowed) name and then cut out with
 * everything inside them by the exclusive filter. Renaming to a disallowed name instead would trip
 * sanitize-html's rename bookkeeping (a later closing tag at the same depth takes the new name).
 */
const DROP = 'zv-drop';

const filterPrimitives = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

// Not allowed, among others: script, style, foreignObject, animate/set (they can retarget
// attributes), feImage, iframe, metadata, and elements of any other namespace. Links (`a`) are
// unwrapped: the element goes, the drawing inside stays.
export const allowedSvgElements = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'filter',
  ...filterPrimitives,
];

/** Presentation properties, allowed as attributes and inside `style`. */
const presentation = [
  'alignment-baseline',
  'baseline-shift',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'direction',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'image-rendering',
  'letter-spacing',
  'lighting-color',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mask-type',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'word-spacing',
  'writing-mode',
];

const allowedAttributes = [
  ...presentation,
  ...['id', 'class', 'style', 'transform', 'lang', 'xml:lang', 'xml:space', 'systemLanguage'],
  ...['role', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-hidden'],
  ...['x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'z'],
  ...['width', 'height', 'd', 'points', 'pathLength', 'dx', 'dy', 'rotate', 'textLength'],
  ...['lengthAdjust', 'startOffset', 'method', 'spacing', 'side', 'href', 'xlink:href'],
  ...['viewBox', 'preserveAspectRatio', 'version', 'xmlns', 'xmlns:xlink'],
  ...['offset', 'gradientUnits', 'gradientTransform', 'spreadMethod'],
  ...['patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits'],
  ...['maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits'],
  ...['refX', 'refY', 'orient', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result'],
  ...['stdDeviation', 'edgeMode', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'type', 'values'],
  ...['tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'radius', 'scale'],
  ...['xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed'],
  ...['stitchTiles', 'order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY'],
  ...['preserveAlpha', 'surfaceScale', 'diffuseConstant', 'specularConstant'],
  ...['specularExponent', 'kernelUnitLength', 'azimuth', 'elevation', 'pointsAtX'],
  ...['pointsAtY', 'pointsAtZ', 'limitingConeAngle'],
];

// A value may reference a fragment of this document (url(#id)) but nothing else: no other url(),
// no CSS escapes that could spell one, no legacy script-in-CSS constructs.
const unsafeValue =
  /url\s*\(\s*(?!['"]?\s*#)|\\|expression\s*\(|@import|javascript:|vbscript:|behavior\s*:|binding\s*:/i;
const safeCssValue =
  /^(?![\s\S]*(?:url\s*\(\s*(?!['"]?\s*#)|\\|expression\s*\(|@import|javascript:))/i;

/** Browsers ignore ASCII whitespace and control characters inside URLs; so do we when checking. */
function withoutInvisibles(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f) out += char;
  }
  return out;
}

const rasterDataUrl = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
const fragment = /^#[a-z_][\w.:-]*$/i;

/** href values: a fragment of this document, or (on <image>) an embedded raster image. */
function safeHref(element: string, value: string): string | undefined {
  const compact = withoutInvisibles(value);
  if (fragment.test(compact)) return compact;
  if (element === 'image' && rasterDataUrl.test(compact)) return compact;
  return undefined;
}

function cleanAttributes(element: string, attribs: sanitizeHtml.Attributes) {
  const clean: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'xmlns' || name === 'xmlns:xlink') continue; // set on <svg> below
    if (name === 'href' || name === 'xlink:href') {
      const href = safeHref(element, value);
      if (href !== undefined) clean[name] = href;
      continue;
    }
    // `style` is filtered per declaration by `allowedStyles`; other values are kept whole or dropped.
    if (name === 'style' || !unsafeValue.test(value)) clean[name] = value;
  }
  if (element === 'svg') {
    clean.xmlns = SVG_NS;
    clean['xmlns:xlink'] = XLINK_NS;
  }
  return clean;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedSvgElements, DROP],
  allowedAttributes: { '*': allowedAttributes },
  allowedStyles: {
    '*': Object.fromEntries(presentation.map((property) => [property, [safeCssValue]])),
  },
  // href values are checked above; this is the library's own check on top.
  allowedSchemes: [],
  allowedSchemesByTag: { image: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp'],
  selfClosing: [],
  parser: { xmlMode: true, decodeEntities: true },
  transformTags: {
    '*': (tagName, attribs) => {
      if (tagName === 'a') return { tagName, attribs: {} };
      if (!allowedSvgElements.includes(tagName)) return { tagName: DROP, attribs: {} };
      return { tagName, attribs: cleanAttributes(tagName, attribs) };
    },
  },
  // Frames keep the original element name: cut every renamed element with its content.
  exclusiveFilter: (frame) => frame.tag !== 'a' && !allowedSvgElements.includes(frame.tag),
};

/**
 * The sanitized SVG document, or undefined when nothing drawable with an `svg` root remains.
 * Expects a well-formed SVG (see `isWellFormedSvg`); comments, processing instructions, the XML
 * declaration and the doctype are dropped, so the result is plain UTF-8 XML.
 */
export function sanitizeSvg(svg: string): string | undefined {
  const clean = sanitizeHtml(svg, options).trim();
  return /^<svg[\s>]/.test(clean) && clean.endsWith('</svg>') ? `${clean}\n` : undefined;
}
