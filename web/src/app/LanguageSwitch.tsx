// A button that switches the interface between Dutch and English.
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import type { Locale } from '../i18n/messages.ts';

export function LanguageSwitch() {
  const { locale, switchLocale } = useLocale();
  const target: Locale = locale === 'nl' ? 'en' : 'nl';
  return (
    <button
      type="button"
      lang={target}
      onClick={() => switchLocale(target)}
      className="rounded-md bg-brand-primary-dark px-4 py-2 font-semibold text-white hover:bg-brand-primary-darker"
    >
      <FormattedMessage id="language.switch" />
    </button>
  );
}
