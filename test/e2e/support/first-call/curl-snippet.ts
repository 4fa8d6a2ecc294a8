/** A request as Node's fetch takes it. */
export interface FetchRequest {
  url: string;
  init: { method: string; headers: Record<string, string> };
}

/**
 * The docs page's cURL snippet (httpsnippet's shell/curl: --request, --url, --header), as the
 * fetch a partner's terminal would make of it. Bodies are not read: the first call is a GET.
 */
export function curlSnippetToFetch(snippet: string): FetchRequest {
  const command = snippet.replace(/\\\r?\n/g, ' ');
  const quoted = String.raw`'([^']*)'|"([^"]*)"|(\S+)`;
  const valueOf = (match: RegExpMatchArray) => match[1] ?? match[2] ?? match[3] ?? '';
  const url = command.match(new RegExp(String.raw`--url\s+(?:${quoted})`));
  if (!url) throw new Error(`No --url in the snippet: ${snippet}`);
  const method = command.match(/--request\s+(\S+)/)?.[1] ?? 'GET';
  const headers: Record<string, string> = {};
  for (const header of command.matchAll(new RegExp(String.raw`--header\s+(?:${quoted})`, 'g'))) {
    const [name, ...value] = valueOf(header).split(':');
    if (name) headers[name.trim()] = value.join(':').trim();
  }
  return { url: valueOf(url), init: { method, headers } };
}
