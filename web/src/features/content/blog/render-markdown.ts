import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

/**
 * A blog post's Markdown as HTML that is safe to put in the page: marked renders it, DOMPurify
 * keeps only harmless elements and attributes. Loaded only with the post page (a chunk of its own).
 */

/** Addresses a post may link or show: the web, mail, the phone, this site and its anchors. */
const allowedUrl = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/?[\w-]+(?:[/?#]|$))/i;
const urlAttributes = ['href', 'src', 'xlink:href', 'action', 'formaction'] as const;

const marked = new Marked({
  gfm: true,
  // The page's title is the one h1: a `#` heading in the body becomes an h2.
  walkTokens(token) {
    if (token.type === 'heading' && token.depth < 2) token.depth = 2;
  },
});

let purifier: Purifier | undefined;

function isOutside(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function makePurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (hooked) => {
    // nodeType 1 is an element; `instanceof Element` would need a global the build's
    // pre-rendering window does not set.
    if (hooked.nodeType !== 1) return;
    const node = hooked as Element;
    for (const name of urlAttributes) {
      const value = node.getAttribute(name);
      // DOMPurify lets `data:` through on images; a post has no need of any such address.
      if (value !== null && !allowedUrl.test(value.trim())) node.removeAttribute(name);
    }
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href !== null && /^https?:/i.test(href) && isOutside(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

export function renderMarkdown(markdown: string): string {
  purifier ??= makePurifier();
  const html = marked.parse(markdown, { async: false });
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
