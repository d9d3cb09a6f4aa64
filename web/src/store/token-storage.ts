// The session in local storage, under the product's fixed key prefix (spec section 9).
import type { Locale } from '../i18n/locales.ts';
import type { SessionTokens } from './actions.ts';

export const STORAGE_PREFIX = 'zorgevaluatie.';

const keys = {
  accessToken: `${STORAGE_PREFIX}access_token`,
  refreshToken: `${STORAGE_PREFIX}refresh_token`,
  expiresAt: `${STORAGE_PREFIX}expires_at`,
  locale: `${STORAGE_PREFIX}locale`,
} as const;

export interface TokenStorage {
  load(): SessionTokens | null;
  save(tokens: SessionTokens): void;
  clear(): void;
  loadLocale(): Locale | null;
  saveLocale(locale: Locale): void;
}

/** Local storage, or a memory stand-in where it is not available (private mode) or not wanted (null). */
export function createTokenStorage(
  storage: Storage | null = globalThis.localStorage ?? null,
): TokenStorage {
  const memory = new Map<string, string>();
  const get = (key: string) => {
    try {
      return storage ? storage.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const set = (key: string, value: string) => {
    try {
      if (storage) storage.setItem(key, value);
      else memory.set(key, value);
    } catch {
      memory.set(key, value);
    }
  };
  const remove = (key: string) => {
    memory.delete(key);
    try {
      storage?.removeItem(key);
    } catch {
      // nothing stored there
    }
  };
  return {
    load() {
      const accessToken = get(keys.accessToken);
      const refreshToken = get(keys.refreshToken);
      const expiresAt = Number(get(keys.expiresAt));
      if (!accessToken || !refreshToken) return null;
      return { accessToken, refreshToken, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
    },
    save(tokens) {
      set(keys.accessToken, tokens.accessToken);
      set(keys.refreshToken, tokens.refreshToken);
      set(keys.expiresAt, String(tokens.expiresAt));
    },
    clear() {
      remove(keys.accessToken);
      remove(keys.refreshToken);
      remove(keys.expiresAt);
    },
    loadLocale() {
      const locale = get(keys.locale);
      return locale === 'nl' || locale === 'en' ? locale : null;
    },
    saveLocale(locale) {
      set(keys.locale, locale);
    },
  };
}
