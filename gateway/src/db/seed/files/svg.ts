// Simple geometric SVG images (logos with initials, wide banners) for the demo organisations.

export interface LogoOptions {
  initials: string;
  primary: string;
  secondary: string;
  shape: 'circle' | 'square' | 'hexagon';
}

export interface BannerOptions {
  title: string;
  subtitle?: string;
  primary: string;
  secondary: string;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function background(shape: LogoOptions['shape'], fill: string): string {
  if (shape === 'circle') return `<circle cx="128" cy="128" r="120" fill="${fill}"/>`;
  if (shape === 'square')
    return `<rect x="8" y="8" width="240" height="240" rx="36" fill="${fill}"/>`;
  return `<polygon points="128,8 232,68 232,188 128,248 24,188 24,68" fill="${fill}"/>`;
}

export function createLogoSvg(options: LogoOptions): string {
  const initials = escapeXml(options.initials.slice(0, 5));
  const fontSize = initials.length <= 2 ? 104 : initials.length <= 3 ? 84 : 62;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    background(options.shape, options.primary),
    `<rect x="56" y="188" width="144" height="10" rx="5" fill="${options.secondary}"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"`,
    ` font-size="${fontSize}" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

export function createBannerSvg(options: BannerOptions): string {
  const subtitle = options.subtitle
    ? `<text x="64" y="196" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#ffffff" opacity="0.9">${escapeXml(options.subtitle)}</text>`
    : '';
  // Keep long titles inside the 1200 px width (Helvetica bold averages ~0.58 em per character).
  const titleSize = Math.max(24, Math.min(44, Math.floor(1000 / (0.58 * options.title.length))));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">',
    `<rect width="1200" height="300" fill="${options.primary}"/>`,
    `<circle cx="1080" cy="60" r="180" fill="${options.secondary}" opacity="0.85"/>`,
    `<circle cx="930" cy="290" r="120" fill="#ffffff" opacity="0.15"/>`,
    `<rect x="64" y="214" width="160" height="8" rx="4" fill="${options.secondary}"/>`,
    `<text x="64" y="140" font-family="Helvetica, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(options.title)}</text>`,
    subtitle,
    '</svg>',
    '',
  ].join('\n');
}
