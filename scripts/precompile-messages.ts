// Build step: every message catalogue (the shell's and each feature's nl/en.json) is bundled as
// parsed ICU message ASTs, so the browser never parses messages and the ICU parser (~12 KB
// gzipped) stays out of the bundle: react-intl documents both halves of this.
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * Catalogue files: web/src/i18n/{nl,en}.json and every `messages/{nl,en}.json` below
 * web/src/features/ and web/src/components/ (a feature's, a sub-feature's, a widget kit's), and
 * the validation texts shared with the /v1 API (schema/rules/messages/{nl,en}.json).
 */
export const catalogueFile =
  /\/(?:web\/src\/(?:i18n|(?:features|components)\/(?:[^/]+\/)+messages)|schema\/rules\/messages)\/[a-z]{2}\.json$/;

/** One catalogue, each message replaced by its AST (throws on a message that does not parse). */
export function compileCatalogue(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = parse(message);
    } catch (error) {
      throw new Error(`${file}: message "${key}" does not parse: ${String(error)}`);
    }
  }
  return JSON.stringify(compiled);
}

/** The Vite plugin (builds only; the dev server and unit tests keep the parser and plain JSON). */
export function precompileMessages() {
  return {
    name: 'zorgevaluatie:precompile-messages',
    apply: 'build' as const,
    enforce: 'pre' as const,
    config() {
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transform(code: string, id: string) {
      const file = id.split('?')[0] ?? id;
      if (!catalogueFile.test(file)) return null;
      return { code: compileCatalogue(code, file), map: null };
    },
  };
}
