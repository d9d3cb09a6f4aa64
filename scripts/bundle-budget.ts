// The public site's page-weight budget, checked on the chunk graph of every build (the build fails
// when it is exceeded): the JavaScript each public route loads statically (the first load, its
// screen's chunk and everything they import), and which heavy code each public route loads.
import fs from 'node:fs';
import zlib from 'node:zlib';

/** One output chunk: the part of the graph the budget needs (Vite's manifest lacks module ids). */
export interface BudgetChunk {
  file: string;
  /** Module the chunk is the facade of (an entry or a lazily imported screen), if any. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Files of the chunks it imports statically (loaded with it). */
  imports: string[];
  moduleIds: string[];
  /** Each module's rendered length in the chunk, to name the largest in a failure. */
  moduleBytes?: Record<string, number>;
  gzipBytes: number;
}

/** Code a public route may load only where it shows it. */
export interface HeavyCode {
  name: string;
  module: RegExp;
  /** Route paths (as in routes.tsx) allowed to load it; empty: no public route. */
  allowedOn: string[];
}

export interface PublicRoute {
  path: string;
  /** The screen module, relative to web/ (src/features/...). */
  source: string;
}

export interface BudgetRules {
  /** Module id of the public app's entry (web/index.html). */
  entryModule: RegExp;
  /**
   * Module id of the app's start, which the entry imports once the page is painted (main.tsx):
   * part of the first load with everything it imports statically.
   */
  startModule: RegExp;
  /** JavaScript gzipped a public route may load statically (the first load on its own for "/"). */
  routeJsGzipBytes: number;
  /** Routes (paths as in routes.tsx) with a budget of their own, e.g. a page with charts. */
  routeJsGzipBytesOn?: Record<string, number>;
  heavyCode: HeavyCode[];
  publicRoutes: PublicRoute[];
}

export interface RouteWeight {
  path: string;
  files: string[];
  jsGzipBytes: number;
  budget: number;
}

export interface BudgetReport {
  firstLoadFiles: string[];
  firstLoadJsGzipBytes: number;
  routes: RouteWeight[];
  problems: string[];
}

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Files loaded with `start`: the chunk and, transitively, everything it imports statically. */
export function staticClosure(
  chunks: Map<string, Pick<BudgetChunk, 'imports'>>,
  start: string[],
): string[] {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * The largest modules of some chunks, for a failure message: each module's share of its chunk's
 * gzipped size, in proportion to its rendered length (gzip has no size per module).
 */
function largestModules(chunks: BudgetChunk[], count: number): string[] {
  return chunks
    .flatMap((chunk) => {
      const sizes = Object.entries(chunk.moduleBytes ?? {});
      const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
      return sizes.map(([id, bytes]) => [id, (chunk.gzipBytes * bytes) / (total || 1)] as const);
    })
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, bytes]) => `${shortModuleId(id)} ${kb(bytes)}`);
}

/** "Route ...: n KB ..., budget m KB; largest modules: ...; largest chunks: ..." */
function overBudget(
  route: RouteWeight,
  chunks: Map<string, BudgetChunk>,
  firstLoad: string[],
): string {
  const loaded = route.files.map((file) => chunks.get(file) as BudgetChunk);
  const modules = largestModules(loaded, 8);
  const largest = [...loaded]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)}`);
  return (
    `Route "${route.path}"${route.files === firstLoad ? ' (first load)' : ''}: ` +
    `${kb(route.jsGzipBytes)} of JavaScript gzipped, budget ${kb(route.budget)}; ` +
    (modules.length > 0 ? `largest modules (gzipped, estimated): ${modules.join(', ')}; ` : '') +
    `largest chunks: ${largest.join(', ')}`
  );
}

export function checkBudget(chunkList: BudgetChunk[], rules: BudgetRules): BudgetReport {
  const chunks = new Map(chunkList.map((chunk) => [chunk.file, chunk]));
  const problems: string[] = [];
  const nothing = { firstLoadFiles: [], firstLoadJsGzipBytes: 0, routes: [] };
  const entry = chunkList.find(
    (chunk) => chunk.isEntry && rules.entryModule.test(chunk.facadeModuleId ?? ''),
  );
  if (!entry) return { ...nothing, problems: ['No public app entry chunk'] };
  const start = chunkList.find((chunk) => rules.startModule.test(chunk.facadeModuleId ?? ''));
  if (!start) return { ...nothing, problems: ['No app start chunk'] };
  const firstLoadFiles = staticClosure(chunks, [entry.file, start.file]);
  const weigh = (path: string, files: string[]): RouteWeight => ({
    path,
    files,
    jsGzipBytes: files.reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0),
    budget: rules.routeJsGzipBytesOn?.[path] ?? rules.routeJsGzipBytes,
  });

  // The first load on its own is "/" unless the home page is a screen chunk of its own.
  const routes: RouteWeight[] = rules.publicRoutes.some((route) => route.path === '/')
    ? []
    : [weigh('/', firstLoadFiles)];
  for (const route of rules.publicRoutes) {
    const screen = chunkList.find((chunk) =>
      (chunk.facadeModuleId ?? '').endsWith(`/${route.source}`),
    );
    if (!screen) {
      problems.push(`Route "${route.path}": no chunk for its screen ${route.source}`);
      continue;
    }
    routes.push(weigh(route.path, staticClosure(chunks, [...firstLoadFiles, screen.file])));
  }
  for (const route of routes) {
    if (route.jsGzipBytes > route.budget) problems.push(overBudget(route, chunks, firstLoadFiles));
    for (const heavy of rules.heavyCode) {
      if (heavy.allowedOn.includes(route.path)) continue;
      const offending = route.files
        .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
        .find((id) => heavy.module.test(id));
      if (offending) {
        problems.push(
          `Route "${route.path}" loads ${heavy.name} code it does not show: ${shortModuleId(offending)}`,
        );
      }
    }
  }
  return {
    firstLoadFiles,
    firstLoadJsGzipBytes: weigh('/', firstLoadFiles).jsGzipBytes,
    routes,
    problems,
  };
}

/** A module id without the machine's folders, for messages. */
function shortModuleId(id: string): string {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return id.slice(nodeModules + 1);
  const src = id.indexOf('/web/src/');
  return src >= 0 ? id.slice(src + 1) : id;
}

/**
 * The public routes of web/src/app/routes.tsx: each `screen('path', 'label', () => import(...))`
 * inside `publicRoutes`. Read from the source so a new public screen is checked without listing it.
 */
export function readPublicRoutes(routesSource: string): PublicRoute[] {
  const start = routesSource.indexOf('const publicRoutes');
  const end = routesSource.indexOf('];', start);
  if (start < 0 || end < 0) return [];
  const block = routesSource.slice(start, end);
  const screenCall =
    /screen\(\s*(?:'([^']+)'|undefined),\s*'[^']*',\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g;
  return [...block.matchAll(screenCall)].map((match) => ({
    // `undefined`: the index route.
    path: `/${match[1] ?? ''}`,
    source: `src/${match[2]}`,
  }));
}

/** Minimal shape of Rolldown's output chunk that the plugin reads. */
interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  modules: Record<string, { renderedLength: number }>;
  code: string;
}

/** BUNDLE_BUDGET_REPORT=1: the first load's packages and source folders by size (minified, before gzip). */
function printLargestParts(chunks: OutputChunkLike[], files: string[]): void {
  const sizes = new Map<string, number>();
  for (const chunk of chunks.filter((item) => files.includes(item.fileName))) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const short = shortModuleId(id);
      const part = short.startsWith('node_modules/')
        ? short
            .split('/')
            .slice(0, short.startsWith('node_modules/@') ? 3 : 2)
            .join('/')
        : short.split('/').slice(0, 4).join('/');
      sizes.set(part, (sizes.get(part) ?? 0) + module.renderedLength);
    }
  }
  for (const [part, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${kb(bytes).padStart(9)}  ${part}`);
  }
}

/**
 * The Vite plugin: after the bundle is written, builds the chunk graph, checks the rules, prints
 * the first load's weight and throws (failing `vite build`) on any problem.
 */
export function bundleBudget(options: {
  routesFile: string;
  rules: Omit<BudgetRules, 'publicRoutes'>;
}) {
  return {
    name: 'zorgevaluatie:bundle-budget',
    apply: 'build' as const,
    writeBundle(_output: unknown, bundle: Record<string, { type: string }>) {
      const outputChunks = Object.values(bundle).filter(
        (item): item is OutputChunkLike => item.type === 'chunk',
      );
      const chunks: BudgetChunk[] = outputChunks.map((chunk) => ({
        file: chunk.fileName,
        facadeModuleId: chunk.facadeModuleId,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        moduleIds: chunk.moduleIds,
        moduleBytes: Object.fromEntries(
          Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]),
        ),
        gzipBytes: zlib.gzipSync(chunk.code, { level: 9 }).length,
      }));
      if (!chunks.some((chunk) => options.rules.entryModule.test(chunk.facadeModuleId ?? ''))) {
        return; // Another build of the same config (the service worker, a web worker).
      }
      const publicRoutes = readPublicRoutes(fs.readFileSync(options.routesFile, 'utf8'));
      if (publicRoutes.length === 0) {
        throw new Error(`Bundle budget: no public routes found in ${options.routesFile}`);
      }
      const report = checkBudget(chunks, { ...options.rules, publicRoutes });
      if (process.env.BUNDLE_BUDGET_REPORT) {
        printLargestParts(outputChunks, report.firstLoadFiles);
        for (const route of report.routes) {
          console.log(`${kb(route.jsGzipBytes).padStart(9)}  ${route.path}`);
        }
      }
      const heaviest = [...report.routes].sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)[0];
      console.log(
        `Bundle budget: first load ${kb(report.firstLoadJsGzipBytes)} of JavaScript gzipped in ` +
          `${report.firstLoadFiles.length} files; ${report.routes.length} public routes checked ` +
          `(budget ${kb(options.rules.routeJsGzipBytes)} each` +
          (heaviest ? `, heaviest ${heaviest.path} ${kb(heaviest.jsGzipBytes)})` : ')'),
      );
      if (report.problems.length > 0) {
        throw new Error(`Bundle budget exceeded:\n- ${report.problems.join('\n- ')}`);
      }
    },
  };
}
