// The words of a refusal in the answer's language: counted places with their first titles
// ('2 zorgevaluaties (Heup en Knie) en 1 vereniging (NVK)') and lists joined the language's way.
import type { UsedBy } from './http-errors.ts';
import { type Locale, type MessageKey, translate } from './messages.ts';

export function listText(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** `conflict.rows` + 1 -> '1 rij'; + 4 -> '4 rijen' (keys `<prefix>.one` and `<prefix>.other`). */
export function countedText(locale: Locale, prefix: string, count: number): string {
  const key = `${prefix}.${count === 1 ? 'one' : 'other'}` as MessageKey;
  return translate(locale, key, { count });
}

/** Every place with a count above 0, its label counted and its known titles after it. */
export function placesText(locale: Locale, usedBy: UsedBy): string {
  const places = Object.entries(usedBy)
    .filter(([, usage]) => usage.count > 0)
    .map(([place, usage]) => {
      const label = countedText(locale, `conflict.${place}`, usage.count);
      const titles = usage.titles ?? [];
      if (titles.length === 0) return label;
      const unnamed = usage.count - titles.length;
      const named =
        unnamed > 0 ? [...titles, translate(locale, 'conflict.more', { count: unnamed })] : titles;
      return translate(locale, 'conflict.titled', {
        place: label,
        titles: listText(locale, named),
      });
    });
  return listText(locale, places);
}
