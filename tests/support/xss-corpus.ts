// Classic XSS payloads. Each one, if a browser ever ran it, calls out: it sets `window.__xss`,
// opens a dialog or requests the canary host, which the browser specs listen for.

export const CANARY_HOST = 'canary.invalid';

const run = (n: number) => `window.__xss=${n};alert(${n});fetch('//${CANARY_HOST}/${n}')`;

/** The corpus: markup, attributes, URLs, template syntax, CSS, mixed case and entities. */
export const xssPayloads: readonly string[] = [
  `<script>${run(1)}</script>`,
  `<img src=x onerror="${run(2)}">`,
  `<svg onload="${run(3)}"><circle r="1"/></svg>`,
  `<a href="javascript:${run(4)}">javascript-link</a>`,
  `<a href="data:text/html,<script>${run(5)}</script>">data-link</a>`,
  `<iframe srcdoc="<script>parent.${run(6)}</script>"></iframe>`,
  `<p onmouseover="${run(7)}" onclick="${run(7)}" style="padding:40px">hover</p>`,
  `"><script>${run(8)}</script>`,
  `{{constructor.constructor('${run(9)}')()}}`,
  `<div style="width: expression(${run(10)}); background:url(//${CANARY_HOST}/css)">css</div>`,
  `<ScRiPt>${run(11)}</sCrIpT><IMG SRC=x oNeRrOr="${run(11)}">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run(12)}">entities</a>`,
  `&lt;script&gt;${run(13)}&lt;/script&gt;`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run(14)}"></style></mglyph></table></mtext></math>`,
  `<details open ontoggle="${run(15)}"><summary>open</summary></details>`,
  `<form action="javascript:${run(16)}"><button formaction="javascript:${run(16)}">go</button></form>`,
  `<img src="//${CANARY_HOST}/img.png"><object data="//${CANARY_HOST}/object"></object>`,
];

/** All payloads as one rich-text value, each in its own paragraph. */
export const xssRichText = xssPayloads.map((payload) => `<p>${payload}</p>`).join('\n');

/** A short payload for plain-text fields with a length limit (names, titles, places). */
export const xssShort = `"><img src=x onerror=window.__xss=90><script>window.__xss=91</script>`;

/** Link values that must never become a clickable javascript: or data: link. */
export const xssUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
] as const;
