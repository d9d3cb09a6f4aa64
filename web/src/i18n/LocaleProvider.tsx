// Provides react-intl with the locale and catalogue of the store; switching goes through the action
// stream (`locale/requested`), which loads English on demand and remembers the choice.
import { type ReactNode, useCallback, useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppState, useDispatch } from '../store/hooks.tsx';
import type { AppState } from '../store/state.ts';
import { defaultLocale, type Locale } from './locales.ts';
import { asIntlMessages } from './messages.ts';

const selectLocale = (state: AppState) => state.locale;

export function LocaleProvider({ children }: { children: ReactNode }) {
  const { locale, messages } = useAppState(selectLocale);

  useLayoutEffect(() => {
    // The page language follows the content in the same commit, so assistive technology never
    // reads English text as Dutch; the document title stays the product name.
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={asIntlMessages(messages)}>
      {children}
    </IntlProvider>
  );
}

export interface LocaleSwitch {
  locale: Locale;
  /** Asks for another language; its catalogue is loaded first if needed. */
  switchLocale: (locale: Locale) => void;
}

export function useLocale(): LocaleSwitch {
  const { locale } = useAppState(selectLocale);
  const dispatch = useDispatch();
  const switchLocale = useCallback(
    (next: Locale) => dispatch({ type: 'locale/requested', locale: next }),
    [dispatch],
  );
  return { locale, switchLocale };
}
