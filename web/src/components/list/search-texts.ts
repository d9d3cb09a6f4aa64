// The three texts of a list's search field, from a screen's catalogue keys
// `<prefix>.search.label`, `.placeholder` and `.submit`.
import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../i18n/messages.ts';
import type { SearchFieldTexts } from './SearchField.tsx';

/** A key prefix that has all three search texts in the catalogues. */
export type SearchTextPrefix = {
  [K in MessageKey]: K extends `${infer P}.search.label`
    ? `${P}.search.placeholder` extends MessageKey
      ? `${P}.search.submit` extends MessageKey
        ? P
        : never
      : never
    : never;
}[MessageKey];

export function searchTexts(intl: IntlShape, prefix: SearchTextPrefix): SearchFieldTexts {
  const text = (part: 'label' | 'placeholder' | 'submit') =>
    intl.formatMessage({ id: `${prefix}.search.${part}` as MessageKey });
  return { label: text('label'), placeholder: text('placeholder'), submit: text('submit') };
}
