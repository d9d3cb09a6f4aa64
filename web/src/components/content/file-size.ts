// File sizes as people read them, in the chosen language: "512 B", "1,5 kB" (nl), "23 MB".

/** 1536 -> "1,5 kB" (nl) / "1.5 kB" (en): decimal units, as file managers show them. */
export function fileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
