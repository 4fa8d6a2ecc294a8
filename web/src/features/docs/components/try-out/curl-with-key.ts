import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import { generateSnippet } from './generate-snippet';
import { snippetRequest } from './snippet-request';
import { curlTarget } from './snippet-targets';
import type { TryOutValues } from './try-out-values';

/**
 * The cURL tab's command for the request as filled in, with the real key and, where the
 * operation takes one and the form holds it, the token: a command that runs as copied.
 */
export function curlWithKey(
  baseUrl: string,
  operation: DocOperation,
  values: TryOutValues,
  apiKey: string,
): Promise<string> {
  return generateSnippet(snippetRequest(baseUrl, operation, values, apiKey), curlTarget);
}
