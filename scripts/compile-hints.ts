// A Vite build plugin that marks the chunks of the public app's first load with V8's explicit
// compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+). Almost every function in them runs
// while the app starts, so V8 compiles them eagerly on a background thread as the file streams in,
// instead of lazily on the main thread at first call: measured with Chrome's tracing on `/`, the
// main thread's compile time halved and Lighthouse's Total Blocking Time fell by a fifth.
// Other browsers read the line as a comment. Only the first load and code that every public data
// screen runs at once (the Apollo client, `alsoModules`) are marked: compiling lazily loaded code
// that may never run would waste time and memory.
import type { Plugin } from 'vite';
import { staticClosure } from './bundle-budget.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface HintChunk {
  code: string;
  /** The chunk's source map, when the build writes them (`--sourcemap`, for profiling). */
  map?: { mappings: string } | null;
  facadeModuleId: string | null;
  imports: string[];
}

interface CompileHintOptions {
  /** The module the public app starts from (its chunk and static imports are marked). */
  startModule: RegExp;
  /** Lazily loaded modules that run in full whenever they load (marked with their static imports). */
  alsoModules?: RegExp[];
}

/**
 * The hint is added after the chunks' hashes are computed; the line is the same in every build,
 * so a file's name still changes exactly when its code does.
 */
export function compileHints(options: CompileHintOptions): Plugin {
  return {
    name: 'zorgevaluatie:compile-hints',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = new Map(
        Object.entries(bundle).flatMap(([file, item]) =>
          item.type === 'chunk' ? [[file, item as HintChunk] as const] : [],
        ),
      );
      const start = [...chunks].find(([, chunk]) =>
        options.startModule.test(chunk.facadeModuleId ?? ''),
      );
      if (!start) {
        this.error(`compile hints: no chunk for ${options.startModule}`);
        return;
      }
      const roots = [start[0]];
      for (const module of options.alsoModules ?? []) {
        const found = [...chunks].find(([, chunk]) => module.test(chunk.facadeModuleId ?? ''));
        if (!found) {
          this.error(`compile hints: no chunk for ${module}`);
          return;
        }
        roots.push(found[0]);
      }
      for (const file of staticClosure(chunks, roots)) {
        const chunk = chunks.get(file) as HintChunk;
        if (chunk.code.startsWith(COMPILE_HINT)) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // The hint is one line more at the top: the source map's lines move down by one (the map
        // is there twice, on the chunk and as the asset that is written).
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapFile = bundle[`${file}.map`];
        if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
          const map = JSON.parse(mapFile.source) as { mappings: string };
          mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        }
      }
    },
  };
}
