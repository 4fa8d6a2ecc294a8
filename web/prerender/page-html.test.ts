import { describe, expect, it } from 'vitest';
import { lowerScriptPriority, pageHtml, splitHoisted } from './page-html';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's description"
    />
    <title>Marque API Marketplace</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <div id="root">
      <p class="boot-message" role="status">Loading the Marque API Marketplace…</p>
    </div>
  </body>
</html>`;

describe('lowerScriptPriority', () => {
  it('marks module scripts and preloads once, and leaves stylesheets alone', () => {
    const once = lowerScriptPriority(shell);
    expect(lowerScriptPriority(once)).toBe(once);
    expect(once.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(lowerScriptPriority('<link rel="stylesheet" href="/a.css">')).toBe(
      '<link rel="stylesheet" href="/a.css">',
    );
  });
});

describe('splitHoisted', () => {
  it('takes the title, meta and link React writes first, and leaves the markup', () => {
    expect(
      splitHoisted(
        '<title>FAQ · Marque</title><meta name="description" content="d"/><div><title>x</title></div>',
      ),
    ).toEqual({
      head: ['<title>FAQ · Marque</title>', '<meta name="description" content="d"/>'],
      body: '<div><title>x</title></div>',
    });
  });
});

describe('pageHtml', () => {
  const html = pageHtml(
    shell,
    '<title>Contact us · Marque</title><meta name="description" content="Write to us"/><h1>Contact us</h1>',
    '{"path":"/contactus"}',
    'marque-prerendered',
    { stylesheets: ['/assets/contact.css'], modulePreloads: ['/assets/contact.js'] },
  );

  it("puts the page's title and description in the head instead of the shell's", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Contact us · Marque</title>');
    expect(head).toContain('<meta name="description" content="Write to us"/>');
    expect(head).not.toContain('Marque API Marketplace</title>');
    expect(head).not.toContain("The shell's description");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/contact.css">');
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/contact.js">',
    );
  });

  it('asks for the scripts at low priority: the page paints without them', () => {
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/contact.css">');
  });

  it('fills #root with the markup and adds the data element after it', () => {
    expect(html).toContain(
      '<div id="root"><h1>Contact us</h1></div>\n    <script type="application/json" id="marque-prerendered">{"path":"/contactus"}</script>',
    );
    expect(html).not.toContain('boot-message');
  });

  it("keeps the shell's title when the page sets none", () => {
    const plain = pageHtml(shell, '<h1>Hi</h1>', '{}', 'x', {
      stylesheets: [],
      modulePreloads: [],
    });
    expect(plain).toContain('<title>Marque API Marketplace</title>');
  });
});
