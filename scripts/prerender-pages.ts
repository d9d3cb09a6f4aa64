// A Vite build plugin that prerenders the public pages' static HTML (web/src/prerender/): it
// renders them in Node through a Vite SSR loader and puts each into a copy of the built
// index.html, so the browser paints the public frame and the page's head before any JavaScript
// has run. Writes index.html (the home page), shells/*.html (docs/web.md, "Prerendered HTML")
// and app.html, the page without prerendered content (the CMS's pages and the offline fallback),
// plus `<page>.data.json` for a page whose first answers the gateway embeds (web/src/app/page-data.ts).
import { createServer, type Plugin, type PluginOption } from 'vite';
import { holdFirstPaintUntilParsed } from './hold-first-paint.ts';

const EMPTY_ROOT = '<div id="root"></div>';

interface PrerenderedPage {
  file: string;
  html: string;
  data?: { query: string; variables: Record<string, unknown> }[];
}

interface PrerenderOptions {
  root: string;
  /** The module (from `root`) whose `renderPages()` renders them. */
  entry: string;
  /** The plugins the entry's modules need in Node (the React transform). */
  plugins: PluginOption[];
}

export function prerenderPages(options: PrerenderOptions): Plugin {
  return {
    name: 'zorgevaluatie:prerender-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = String(index.source);
      if (!template.includes(EMPTY_ROOT)) {
        this.error(`index.html has no empty ${EMPTY_ROOT} to prerender into`);
      }
      const pages = await renderInNode(options);
      this.emitFile({ type: 'asset', fileName: 'app.html', source: template });
      // No frame of a half-parsed prerendered page (scripts/hold-first-paint.ts).
      const pageTemplate = holdFirstPaintUntilParsed(template);
      for (const page of pages) {
        // Until the app has replaced it, the prerendered page is a picture: inert (no focus, no
        // clicks or typing that the app would lose) and hidden from assistive technology.
        const html = pageTemplate.replace(
          EMPTY_ROOT,
          `<div id="root"><div data-prerendered inert aria-hidden="true">${page.html}</div></div>`,
        );
        if (page.file === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName: page.file, source: html });
        // The gateway answers these operations when it serves the page and embeds the answers.
        if (page.data) {
          this.emitFile({
            type: 'asset',
            fileName: `${page.file}.data.json`,
            source: `${JSON.stringify(page.data, null, 2)}\n`,
          });
        }
      }
    },
  };
}

async function renderInNode(options: PrerenderOptions): Promise<PrerenderedPage[]> {
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
      renderPages: () => PrerenderedPage[];
    };
    return module.renderPages();
  } catch (error) {
    if (error instanceof Error) server.ssrFixStacktrace(error);
    throw error;
  } finally {
    await server.close();
  }
}
