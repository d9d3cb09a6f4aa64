// Listens for any sign that a stored XSS payload ran in the page: a dialog, a request to the canary
// host, a Content Security Policy refusal in the console, `window.__xss` set; and checks the DOM
// for live script vectors (event handler attributes, javascript:/data: links, srcdoc frames,
// inline scripts other than the page's JSON data).
import { expect, type Page } from '@playwright/test';
import { CANARY_HOST } from '../../support/xss-corpus.ts';

export interface XssWatch {
  /** Fails when anything ran or the current DOM holds a live vector. */
  expectNothingRan(where: string): Promise<void>;
}

export async function watchForXss(page: Page): Promise<XssWatch> {
  const signs: string[] = [];
  page.on('dialog', (dialog) => {
    signs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('console', (message) => {
    if (/content security policy|refused to (execute|load|run)/i.test(message.text()))
      signs.push(`console: ${message.text()}`);
  });
  await page.context().route(new RegExp(CANARY_HOST.replace('.', '\\.')), async (route) => {
    signs.push(`request: ${route.request().url()}`);
    await route.abort();
  });

  return {
    async expectNothingRan(where) {
      const found = await page.evaluate(() => {
        const problems: string[] = [];
        const flag = (window as { __xss?: unknown }).__xss;
        if (flag !== undefined) problems.push(`window.__xss = ${String(flag)}`);
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            const name = attribute.name.toLowerCase();
            // As a browser reads a URL: whitespace and control characters do not count.
            const value = [...attribute.value]
              .filter((char) => char.charCodeAt(0) > 0x20)
              .join('')
              .toLowerCase();
            if (name.startsWith('on')) problems.push(`<${element.localName} ${name}>`);
            if (
              ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name) &&
              /^(javascript|data|vbscript):/.test(value) &&
              !(element.localName === 'img' && value.startsWith('data:image/'))
            )
              problems.push(`<${element.localName} ${name}="${attribute.value.slice(0, 40)}">`);
            if (name === 'srcdoc') problems.push(`<${element.localName} srcdoc>`);
          }
        }
        for (const script of document.querySelectorAll('script')) {
          const external = script.src && new URL(script.src).origin === location.origin;
          const data = script.type === 'application/json' || script.type === 'application/ld+json';
          if (!external && !data) problems.push(`<script>${script.textContent?.slice(0, 60)}`);
        }
        return problems;
      });
      expect([...signs, ...found], where).toEqual([]);
    },
  };
}
