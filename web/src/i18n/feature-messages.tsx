// Per-feature message catalogues: a screen group's Dutch texts travel in its own chunk and its
// English texts load on demand, so the first load carries only the shell's catalogue.
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { defaultLocale, type Locale } from './locales.ts';

export type Catalogue = Record<string, string>;

/** A feature's catalogues: Dutch bundled with the feature, English fetched when asked for. */
export interface FeatureCatalogues {
  /** A name for error messages and tests. */
  name: string;
  nl: Catalogue;
  en: () => Promise<{ default: Catalogue }>;
}

export function defineCatalogues(
  name: string,
  nl: Catalogue,
  en: () => Promise<{ default: Catalogue }>,
): FeatureCatalogues {
  return { name, nl, en };
}

const loaded = new Map<FeatureCatalogues, Partial<Record<Locale, Catalogue>>>();

function cached(catalogues: FeatureCatalogues, locale: Locale): Catalogue | undefined {
  if (locale === 'nl') return catalogues.nl;
  return loaded.get(catalogues)?.[locale];
}

/** Loads (once) the catalogue of a locale. */
export async function loadFeatureCatalogue(
  catalogues: FeatureCatalogues,
  locale: Locale,
): Promise<Catalogue> {
  const hit = cached(catalogues, locale);
  if (hit) return hit;
  const messages = (await catalogues.en()).default;
  loaded.set(catalogues, { ...loaded.get(catalogues), [locale]: messages });
  return messages;
}

/**
 * Adds a feature's messages to those of the shell for everything below it. Until the English
 * catalogue has arrived (a local chunk, milliseconds) the Dutch one stands in, so nothing blinks
 * to message ids.
 */
export function FeatureMessages({
  catalogues,
  children,
}: {
  catalogues: FeatureCatalogues;
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [messages, setMessages] = useState<{ locale: Locale; catalogue: Catalogue }>(() => ({
    locale,
    catalogue: cached(catalogues, locale) ?? catalogues.nl,
  }));

  useEffect(() => {
    let current = true;
    void loadFeatureCatalogue(catalogues, locale).then(
      (catalogue) => {
        if (current) setMessages({ locale, catalogue });
      },
      () => {
        // A failed English chunk leaves the Dutch texts in place; the shell shows the alert.
      },
    );
    return () => {
      current = false;
    };
  }, [catalogues, locale]);

  const catalogue =
    messages.locale === locale ? messages.catalogue : (cached(catalogues, locale) ?? catalogues.nl);
  // A new messages object would give a new `intl` to every consumer on each render, and effects
  // that depend on it (breadcrumbs) would run again and again.
  const merged = useMemo(() => ({ ...intl.messages, ...catalogue }), [intl.messages, catalogue]);

  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={defaultLocale}
      messages={merged}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * Wraps a screen so its feature's messages (or several catalogues: the screen's own and the widget
 * kits it uses, later ones winning) are available inside it.
 */
export function withFeatureMessages<P extends object>(
  catalogues: FeatureCatalogues | readonly FeatureCatalogues[],
  Screen: ComponentType<P>,
): ComponentType<P> {
  const list: readonly FeatureCatalogues[] = Array.isArray(catalogues) ? catalogues : [catalogues];
  function WithFeatureMessages(props: P) {
    return list.reduceRight<ReactNode>(
      (inner, catalogue) => (
        <FeatureMessages key={catalogue.name} catalogues={catalogue}>
          {inner}
        </FeatureMessages>
      ),
      <Screen {...props} />,
    );
  }
  WithFeatureMessages.displayName = `WithFeatureMessages(${Screen.displayName ?? Screen.name})`;
  return WithFeatureMessages;
}
