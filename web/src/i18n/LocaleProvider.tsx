// Provides react-intl with the active locale and lets components switch the language at runtime.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, type Locale, loadMessages, type Messages, nlMessages } from './messages.ts';

export interface LocaleContextValue {
  locale: Locale;
  /** Loads the catalogue of `locale` if needed and makes it active; never rejects. */
  switchLocale: (locale: Locale) => Promise<void>;
}

// Outside a LocaleProvider (e.g. in isolated component tests) the locale is fixed to the default.
const LocaleContext = createContext<LocaleContextValue>({
  locale: defaultLocale,
  switchLocale: () => Promise.resolve(),
});

interface ActiveCatalogue {
  locale: Locale;
  messages: Messages;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveCatalogue>({
    locale: defaultLocale,
    messages: nlMessages,
  });
  const latestRequest = useRef(0);

  const switchLocale = useCallback(async (locale: Locale) => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    try {
      const messages = await loadMessages(locale);
      // A slower, outdated request must not override a later choice.
      if (request === latestRequest.current) setActive({ locale, messages });
    } catch (error) {
      // Keep the current language when a catalogue chunk cannot be fetched.
      console.error(`Could not load the "${locale}" messages`, error);
    }
  }, []);

  useLayoutEffect(() => {
    // The page language follows the content in the same commit, so assistive technology never
    // reads English text as Dutch; the document title stays the product name.
    document.documentElement.lang = active.locale;
  }, [active.locale]);

  const value = useMemo(
    () => ({ locale: active.locale, switchLocale }),
    [active.locale, switchLocale],
  );

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={active.locale} defaultLocale={defaultLocale} messages={active.messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
