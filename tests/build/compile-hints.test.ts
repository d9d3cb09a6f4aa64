// The compile-hint plugin on a fake bundle: the app start's chunk and its static imports get V8's
// hint, lazily imported chunks and assets do not.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints.ts';

const chunk = (code: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  code,
  imports,
  facadeModuleId,
});

function run(bundle: Record<string, unknown>, alsoModules?: RegExp[]) {
  const plugin = compileHints({ startModule: /\/src\/app\/start\.tsx$/, alsoModules });
  const errors: string[] = [];
  const context = {
    error: (message: string) => {
      errors.push(message);
    },
  };
  (plugin.generateBundle as (this: unknown, output: unknown, bundle: unknown) => void).call(
    context,
    {},
    bundle,
  );
  return errors;
}

describe('compileHints', () => {
  it('marks the start chunk and what it imports statically, once', () => {
    const bundle = {
      'assets/index.js': chunk('import("./start.js")', [], '/repo/web/index.html'),
      'assets/start.js': chunk(
        'start()',
        ['assets/react.js', 'assets/router.js'],
        '/repo/web/src/app/start.tsx',
      ),
      'assets/react.js': chunk('react()'),
      'assets/router.js': chunk('router()', ['assets/react.js']),
      'assets/Screen.js': chunk(
        'screen()',
        ['assets/react.js'],
        '/repo/web/src/features/x/Screen.tsx',
      ),
      'assets/index.css': { type: 'asset', source: 'body{}' },
    };
    expect(run(bundle)).toEqual([]);
    run(bundle);
    expect(bundle['assets/start.js'].code).toBe(`${COMPILE_HINT}start()`);
    expect(bundle['assets/react.js'].code).toBe(`${COMPILE_HINT}react()`);
    expect(bundle['assets/router.js'].code).toBe(`${COMPILE_HINT}router()`);
    expect(bundle['assets/index.js'].code).toBe('import("./start.js")');
    expect(bundle['assets/Screen.js'].code).toBe('screen()');
  });

  it('also marks the chunks every visit of a data screen runs, with their static imports', () => {
    const bundle = {
      'assets/start.js': chunk('start()', [], '/repo/web/src/app/start.tsx'),
      'assets/apollo.js': chunk('apollo()', ['assets/graphql.js'], '/repo/web/src/api/apollo.ts'),
      'assets/graphql.js': chunk('graphql()'),
      'assets/Screen.js': chunk('screen()', [], '/repo/web/src/features/x/Screen.tsx'),
    };
    expect(run(bundle, [/\/api\/apollo\.ts$/])).toEqual([]);
    expect(bundle['assets/apollo.js'].code).toBe(`${COMPILE_HINT}apollo()`);
    expect(bundle['assets/graphql.js'].code).toBe(`${COMPILE_HINT}graphql()`);
    expect(bundle['assets/Screen.js'].code).toBe('screen()');
    expect(run(bundle, [/\/Missing\.tsx$/])).toEqual([
      'compile hints: no chunk for /\\/Missing\\.tsx$/',
    ]);
  });

  it('moves a written source map down by the hint line', () => {
    const mappings = 'AAAA,SAAS;AACT';
    const start = { ...chunk('start()', [], '/repo/web/src/app/start.tsx'), map: { mappings } };
    const bundle = {
      'assets/start.js': start,
      'assets/start.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings }) },
    };
    expect(run(bundle)).toEqual([]);
    expect(start.map.mappings).toBe(`;${mappings}`);
    expect(JSON.parse(bundle['assets/start.js.map'].source)).toEqual({
      version: 3,
      mappings: `;${mappings}`,
    });
  });

  it('fails the build when the start chunk is missing', () => {
    expect(run({ 'assets/index.js': chunk('x') })).toEqual([
      'compile hints: no chunk for /\\/src\\/app\\/start\\.tsx$/',
    ]);
  });
});
