// The build's message precompiler: ICU messages become the ASTs react-intl formats without a parser.
import { describe, expect, it } from 'vitest';
import { catalogueFile, compileCatalogue } from '../../scripts/precompile-messages.ts';

describe('compileCatalogue', () => {
  it('turns each message into its AST: literal text and arguments', () => {
    const compiled = JSON.parse(
      compileCatalogue(JSON.stringify({ 'a.plain': 'Fout', 'a.count': '{n} gevonden' }), 'x.json'),
    );
    expect(compiled['a.plain']).toEqual([{ type: 0, value: 'Fout' }]);
    expect(compiled['a.count']).toEqual([
      { type: 1, value: 'n' },
      { type: 0, value: ' gevonden' },
    ]);
  });

  it('fails the build on a message that does not parse, naming file and key', () => {
    expect(() =>
      compileCatalogue(JSON.stringify({ 'a.broken': '{n, plural,' }), 'nl.json'),
    ).toThrow('nl.json: message "a.broken" does not parse');
  });

  it('matches the shell and feature catalogues only', () => {
    expect(catalogueFile.test('/r/web/src/i18n/nl.json')).toBe(true);
    expect(catalogueFile.test('/r/web/src/features/evaluations/messages/en.json')).toBe(true);
    expect(catalogueFile.test('/r/web/src/features/evaluations/cms/list/messages/nl.json')).toBe(
      true,
    );
    expect(catalogueFile.test('/r/web/src/components/form/messages/en.json')).toBe(true);
    expect(catalogueFile.test('/r/web/public/manifest.json')).toBe(false);
    expect(catalogueFile.test('/r/web/src/features/evaluations/list/data.json')).toBe(false);
  });
});
