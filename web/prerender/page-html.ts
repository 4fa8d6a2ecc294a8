/** What goes into a pre-rendered page besides the app's markup. */
export interface PageAssets {
  /** Stylesheets of the route's chunks (the shell links the entry's already). */
  stylesheets: readonly string[];
  /** The route's chunks, fetched alongside the entry rather than after it. */
  modulePreloads: readonly string[];
}

const hoistable = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** React 19 writes a page's `<title>`, `<meta>` and `<link>` first: split them off the body. */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = html;
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const metaName = (tag: string) => /^<meta\b[^>]*\bname="([^"]+)"/.exec(tag)?.[1];

const lowPriority = 'fetchpriority="low"';

/**
 * A pre-rendered page paints from its HTML and CSS alone; its scripts only hydrate it. Asked for
 * at low priority, they leave the connection to the stylesheets and the page's images first (the
 * shell served for other routes keeps them at the browser's default: there they draw the page).
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    `<$1 ${lowPriority}`,
  );
}

/**
 * The built app shell (web/dist/index.html) with the page in it: the page's title and meta
 * replace the shell's, its markup fills #root, and its data rides in a JSON element.
 */
export function pageHtml(
  shell: string,
  rendered: string,
  dataJson: string,
  dataElementId: string,
  assets: PageAssets,
): string {
  const { head, body } = splitHoisted(rendered);
  let html = lowerScriptPriority(shell);
  if (head.some((tag) => tag.startsWith('<title>'))) {
    html = html.replace(/\s*<title>[^<]*<\/title>/, '');
  }
  for (const name of head.map(metaName).filter((n): n is string => Boolean(n))) {
    const own = new RegExp(`\\s*<meta\\s+name="${name}"[^>]*>`, 's');
    html = html.replace(own, '');
  }
  const links = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" ${lowPriority} crossorigin href="${href}">`,
    ),
  ];
  html = html.replace('</head>', `    ${[...head, ...links].join('\n    ')}\n  </head>`);
  const root = /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/;
  if (!root.test(html)) throw new Error('The app shell has no <div id="root"> before </body>');
  return html.replace(
    root,
    () =>
      `<div id="root">${body}</div>\n    <script type="application/json" id="${dataElementId}">${dataJson}</script>`,
  );
}
