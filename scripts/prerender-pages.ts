// A Vite build plugin that prerenders the public pages' static HTML (web/src/prerender/): it
// renders them in Node through a Vite SSR loader and puts each into a copy of the built
// index.html, so the browser paints the public frame and the page's head before any JavaScript
// has run. Writes index.html (the home page), shells/*.html (docs/web.md, "Prerendered HTML")
// and app.html, the page without prerendered content (the CMS's pages and the offline fallback),
// plus `<page>.data.json` for a page whose first answers the gateway embeds (web/src/api/page-data.ts)
// and documents.json, which document answers which route (web/src/prerender/documents-manifest.ts).
// Once the app is written, it builds the same entry for Node into `server/` (not served): the
// gateway renders a page with data whole from its answers with it, per request (`renderPage`).
import path from 'node:path';
import { build, createServer, type Plugin, type PluginOption } from 'vite';
import { holdFirstPaintUntilParsed } from './hold-first-paint.ts';

const EMPTY_ROOT = '<div id="root"></div>';

/** The app's entry script; a page the app does not start on (the error page) goes without it. */
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

interface PrerenderedPage {
  file: string;
  html: string;
  data?: { query: string; variables: Record<string, unknown> }[];
  startsApp?: boolean;
}

interface RenderedDocuments {
  pages: PrerenderedPage[];
  manifest: unknown;
}

interface PrerenderOptions {
  root: string;
  /** The module (from `root`) whose `renderDocuments()` renders them. */
  entry: string;
  /** The plugins the entry's modules need in Node (the React transform). */
  plugins: PluginOption[];
}

/**
 * The entry built for Node, relative to the build's folder: self-contained (its dependencies
 * inside, in it and its chunks), so the gateway needs none of the web app's packages. The gateway reads
 * its place from documents.json (`renderer`) and never serves its folder, which holds it alone.
 */
export const SERVER_RENDERER = { folder: 'server', module: 'render-pages.mjs' } as const;

export function prerenderPages(options: PrerenderOptions): Plugin {
  let outDir = '';
  return {
    name: 'zorgevaluatie:prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = String(index.source);
      if (!template.includes(EMPTY_ROOT)) {
        this.error(`index.html has no empty ${EMPTY_ROOT} to prerender into`);
      }
      const rendered = await renderInNode(options);
      const manifest = { ...(rendered.manifest as object), renderer: SERVER_RENDERER };
      for (const file of prerenderedFiles(template, { ...rendered, manifest })) {
        if (file.fileName === 'index.html') index.source = file.source;
        else this.emitFile({ type: 'asset', ...file });
      }
    },
    // Before precompress (order 'post'), which leaves the renderer's folder alone.
    closeBundle: {
      sequential: true,
      async handler() {
        await buildServerBundle(options, outDir);
      },
    },
  };
}

/** The entry for Node as SERVER_RENDERER in `outDir`: every dependency inside, CSS left out. */
async function buildServerBundle(options: PrerenderOptions, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    plugins: options.plugins,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: options.entry.replace(/^\//, ''),
      outDir: path.join(outDir, SERVER_RENDERER.folder),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        // The route table's lazy screens (the CMS's too) are chunks beside it that a page render
        // never loads: the entry holds what the public pages render.
        output: { format: 'es', entryFileNames: SERVER_RENDERER.module },
        onLog(level, log, defaultHandler) {
          // The rendered screens are imported here and lazily by the route table: expected. The
          // directive is a hint for a compiler.
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('/node_modules/')) return;
          defaultHandler(level, log);
        },
      },
    },
  });
}

/**
 * The files of the prerendered documents in the built `template` (index.html): each page, app.html
 * (the page with an empty root), documents.json, and `<page>.data.json` beside a page whose first
 * answers the gateway embeds.
 */
export function prerenderedFiles(
  template: string,
  { pages, manifest }: RenderedDocuments,
): { fileName: string; source: string }[] {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  // No frame of a half-parsed prerendered page (scripts/hold-first-paint.ts).
  const pageTemplate = holdFirstPaintUntilParsed(template);
  return [
    { fileName: 'app.html', source: template },
    { fileName: 'documents.json', source: json(manifest) },
    ...pages.flatMap((page) => [
      {
        fileName: page.file,
        // Until the app has replaced it, the prerendered page is a picture: inert (no focus, no
        // clicks or typing that the app would lose) and hidden from assistive technology. A page
        // no app starts on is the page itself.
        source:
          page.startsApp === false
            ? pageTemplate
                .replace(ENTRY_SCRIPT, '')
                .replace(EMPTY_ROOT, `<div id="root">${page.html}</div>`)
            : pageTemplate.replace(
                EMPTY_ROOT,
                `<div id="root"><div data-prerendered inert aria-hidden="true">${page.html}</div></div>`,
              ),
      },
      // The gateway answers these operations when it serves the page and embeds the answers.
      ...(page.data ? [{ fileName: `${page.file}.data.json`, source: json(page.data) }] : []),
    ]),
  ];
}

/** Renders the public pages and their manifest in Node (also for tests that serve them). */
export async function renderInNode(options: PrerenderOptions): Promise<RenderedDocuments> {
  const server = await createServer({
    configFile: false,
    root: options.root,
    logLevel: 'error',
    appType: 'custom',
    plugins: options.plugins,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(options.entry)) as {
      renderDocuments: () => RenderedDocuments;
    };
    return module.renderDocuments();
  } catch (error) {
    if (error instanceof Error) server.ssrFixStacktrace(error);
    throw error;
  } finally {
    await server.close();
  }
}
