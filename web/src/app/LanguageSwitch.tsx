// A button that switches the interface between Dutch and English; below 640 px it shows the
// language code only ("EN"), so it fits beside the site name and the menu button from 360 px up.
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import type { Locale } from '../i18n/locales.ts';

export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  const target: Locale = locale === 'nl' ? 'en' : 'nl';
  const name = intl.formatMessage({ id: 'language.switch' });
  return (
    <button
      type="button"
      lang={target}
      onClick={() => switchLocale(target)}
      className="shrink-0 rounded-md bg-brand-primary-dark px-3 py-2 font-semibold text-white hover:bg-brand-primary-darker sm:px-4"
    >
      {/* Narrow: the name is "EN English", starting with the visible code (WCAG 2.5.3). */}
      <span className="sm:hidden">
        {target.toUpperCase()}
        <span className="sr-only"> {name}</span>
      </span>
      <span className="hidden sm:inline">{name}</span>
    </button>
  );
}
