import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** The rendered HTML as a DOM, to ask what a reader's browser would get. */
const rendered = (markdown: string) => {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown);
  return container;
};
const attributesOf = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name),
  );

describe('renderMarkdown', () => {
  it('keeps safe Markdown: headings, lists, emphasis, code and https links', () => {
    const html = rendered(
      [
        '## Key rotation',
        '',
        'Choose **Rotate key**, then *reveal* it.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '```',
        'curl -H "x-api-key: $KEY" https://api.example.com',
        '```',
        '',
        'Read [the guide](https://docs.example.com/guide) or [our FAQ](/faq).',
      ].join('\n'),
    );
    expect(html.querySelector('h2')?.textContent).toBe('Key rotation');
    expect(html.querySelector('strong')?.textContent).toBe('Rotate key');
    expect(html.querySelector('em')?.textContent).toBe('reveal');
    expect([...html.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(html.querySelector('ol li')?.textContent).toBe('first');
    expect(html.querySelector('pre code')?.textContent).toContain('curl -H');
    expect(html.querySelector('a[href="https://docs.example.com/guide"]')?.textContent).toBe(
      'the guide',
    );
    expect(html.querySelector('a[href="/faq"]')?.textContent).toBe('our FAQ');
  });

  it('makes a top-level heading an h2 (the post title is the page’s h1)', () => {
    expect(rendered('# Big news').querySelector('h1')).toBeNull();
    expect(rendered('# Big news').querySelector('h2')?.textContent).toBe('Big news');
  });

  it('removes <script> and other active elements, raw or in Markdown', () => {
    const html = rendered(
      'Hello <script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n' +
        '<style>body{display:none}</style><form action="https://evil.example"><input></form>',
    );
    expect(html.querySelector('script, iframe, style, form, input')).toBeNull();
    expect(html.textContent).not.toContain('alert(1)');
    expect(html.textContent).toContain('Hello');
  });

  it('removes on* event-handler attributes', () => {
    const html = rendered(
      '<img src="https://cdn.example.com/a.png" onerror="alert(1)" alt="car">\n\n' +
        '<p onclick="alert(2)" onmouseover="alert(3)">Click</p>\n\n' +
        '<a href="https://example.com" onfocus="alert(4)">x</a>',
    );
    expect(attributesOf(html).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(html.querySelector('p')?.textContent).toBe('Click');
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript with spaces', '<a href=" JaVaScRiPt:alert(1)">click</a>'],
    ['encoded javascript', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">click</a>'],
  ])('removes %s links', (_, markdown) => {
    const link = rendered(markdown).querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('removes data: and javascript: image sources', () => {
    const html = rendered(
      '![a](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)\n\n<img src="javascript:alert(1)" alt="b">',
    );
    for (const image of html.querySelectorAll('img')) expect(image.hasAttribute('src')).toBe(false);
  });

  it('opens outside links in a new tab with rel="noopener noreferrer", not our own', () => {
    const html = rendered(
      '[outside](https://partner.example/docs) and [home](/apis/category) and ' +
        `[same site](${window.location.origin}/faq)`,
    );
    const [outside, home, same] = [...html.querySelectorAll('a')];
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(home).not.toHaveAttribute('rel');
    expect(home).not.toHaveAttribute('target');
    expect(same).not.toHaveAttribute('target');
  });

  it('does not let a post set its own target or style', () => {
    const html = rendered('<a href="/faq" target="_top" style="position:fixed">x</a>');
    const link = html.querySelector('a');
    expect(link).not.toHaveAttribute('style');
    expect(link?.getAttribute('target')).not.toBe('_top');
  });
});
