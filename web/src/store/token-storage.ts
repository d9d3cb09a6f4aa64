// The session in local storage, under the product's fixed key prefix (spec section 9): its tokens
// and each of its settings (spec section 3), all removed together when the session ends.
import type { Locale } from '../i18n/locales.ts';
import type { SessionSettings, SessionTokens } from './actions.ts';

export const STORAGE_PREFIX = 'zorgevaluatie.';

/** Each session setting is kept as `zorgevaluatie.session.<key>`. */
export const SESSION_SETTING_PREFIX = `${STORAGE_PREFIX}session.`;

const keys = {
  accessToken: `${STORAGE_PREFIX}access_token`,
  refreshToken: `${STORAGE_PREFIX}refresh_token`,
  expiresAt: `${STORAGE_PREFIX}expires_at`,
  locale: `${STORAGE_PREFIX}locale`,
} as const;

export interface TokenStorage {
  load(): SessionTokens | null;
  save(tokens: SessionTokens): void;
  /** Removes the tokens and the session settings. */
  clear(): void;
  /** Keeps each setting under its own key (replacing the settings kept before). */
  saveSettings(settings: SessionSettings): void;
  loadSettings(): SessionSettings | null;
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
  const keysUnder = (prefix: string) => {
    const found = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)));
    try {
      for (let index = 0; storage && index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(prefix)) found.add(key);
      }
    } catch {
      // no storage to list
    }
    return [...found];
  };
  const clearSettings = () => {
    for (const key of keysUnder(SESSION_SETTING_PREFIX)) remove(key);
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
      clearSettings();
    },
    saveSettings(settings) {
      clearSettings();
      for (const [key, value] of Object.entries(settings))
        set(`${SESSION_SETTING_PREFIX}${key}`, value);
    },
    loadSettings() {
      const stored = keysUnder(SESSION_SETTING_PREFIX).flatMap((key) => {
        const value = get(key);
        return value === null ? [] : [[key.slice(SESSION_SETTING_PREFIX.length), value] as const];
      });
      return stored.length > 0 ? Object.fromEntries(stored) : null;
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
