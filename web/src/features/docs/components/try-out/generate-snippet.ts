import type { HarRequest } from 'httpsnippet-lite';
import type { SnippetTarget } from './snippet-targets';

/** The generator (about 20 KB gzip) is fetched only when a snippet is first asked for. */
export async function generateSnippet(
  request: HarRequest,
  { target, client }: SnippetTarget,
): Promise<string> {
  const { HTTPSnippet } = await import('httpsnippet-lite');
  const output = await new HTTPSnippet(request).convert(target, client);
  return Array.isArray(output) ? output.join('\n\n') : (output ?? '');
}
