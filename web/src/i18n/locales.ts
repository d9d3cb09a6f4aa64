// The languages of the app. A leaf module: the catalogues (messages.ts) and each feature's
// catalogues (feature-messages.tsx) both import it, and it imports neither.
export const locales = ['nl', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl';
