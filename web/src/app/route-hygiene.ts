/**
 * Route handling of spec §2: script-like paths or fragments go to /404, old `#!/path` URLs are
 * rewritten to `/path`. Pure, so the same check serves the first load and every navigation.
 */
export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

export const notFoundPath = '/404';

/** Signs of markup or script in a path or fragment, checked on the decoded, lower-cased text. */
const scriptLike: readonly RegExp[] = [
  /[<>]/,
  /&(lt|gt|#0*60|#0*62|#x0*3c|#x0*3e);?/,
  // 'script' as a word of its own, so 'TypeScript SDK' is still a fine blog title.
  /(^|[^a-z])script([^a-z]|$)/,
  /(java|vb|live)script\s*:/,
  /data\s*:\s*text\/html/,
  /\bon[a-z]+\s*=/,
  /\b(alert|prompt|confirm|eval)\s*\(/,
  /document\.(cookie|domain|write)/,
];

/** A query string may carry ordinary text; only markup and script URLs are refused there. */
const queryScriptLike: readonly RegExp[] = [
  /[<>]/,
  /(java|vb|live)script\s*:/,
  /data\s*:\s*text\/html/,
  /<\s*script/,
];

/** Decodes repeatedly (double-encoded payloads); null when the text is not valid encoding. */
export function deepDecode(text: string): string | null {
  let current = text;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current.replace(/\+/g, ' '));
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function looksLikeScript(text: string, patterns: readonly RegExp[]): boolean {
  if (!text) return false;
  const decoded = deepDecode(text);
  if (decoded === null) return true;
  const lowered = decoded.toLowerCase();
  return patterns.some((pattern) => pattern.test(lowered));
}

/** Rewrites `#!/path?x` (old hash routing) into a normal location, else null. */
export function rewriteHashBang(hash: string): string | null {
  if (!hash.startsWith('#!')) return null;
  const rest = hash.slice(2);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Where a location must be sent instead, or null when it may render as it is.
 * Order: old hash URLs first (their path is then checked on the next pass), then script checks.
 */
export function redirectFor(location: LocationParts): string | null {
  const { pathname, search, hash } = location;
  const rewritten = rewriteHashBang(hash);
  if (rewritten !== null) {
    const [path = '/', query = ''] = splitQuery(rewritten);
    return looksLikeScript(path, scriptLike) || looksLikeScript(query, queryScriptLike)
      ? notFoundPath
      : rewritten;
  }
  if (pathname === notFoundPath) return null;
  if (looksLikeScript(pathname, scriptLike)) return notFoundPath;
  if (looksLikeScript(hash.replace(/^#/, ''), scriptLike)) return notFoundPath;
  if (looksLikeScript(search.replace(/^\?/, ''), queryScriptLike)) return notFoundPath;
  return null;
}

function splitQuery(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index + 1)];
}
