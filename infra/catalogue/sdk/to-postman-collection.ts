import type { OpenApiDocument } from '../catalogue-source';
import { dereference } from '../../../shared/openapi/docs/dereference';
import { listOperations } from '../../../shared/openapi/openapi-operations';
import { toPostmanRequest, type PostmanRequest } from './to-postman-request';

export const postmanSchema = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

export interface PostmanVariable {
  key: string;
  value: string;
  description?: string;
}

export interface PostmanItem {
  name: string;
  request: PostmanRequest;
  response: [];
}

export interface PostmanFolder {
  name: string;
  item: PostmanItem[];
}

export interface PostmanCollection {
  info: { name: string; description?: string; schema: typeof postmanSchema };
  item: PostmanFolder[];
  variable: PostmanVariable[];
}

// The product API's URL is assigned at deploy and differs per stage, so the build cannot know it.
const baseUrlHint =
  'The service URL shown on its documentation page when signed in, without the version path ' +
  '(locally http://127.0.0.1:4010/<apiId>/<stage>).';

/**
 * A Postman v2.1 collection of one version's OpenAPI file: a folder per path, a request per
 * operation with `{{baseUrl}}` + the path (`:param` variables), its query and header parameters,
 * the example JSON body and the `x-api-key: {{apiKey}}` header.
 */
export function toPostmanCollection(doc: OpenApiDocument, name: string): PostmanCollection {
  const resolved: OpenApiDocument = { ...doc, paths: dereference(doc.paths, doc) };
  const folders = new Map<string, PostmanItem[]>();
  let needsToken = false;
  for (const { path, method, operation } of listOperations(resolved)) {
    const shared = resolved.paths[path]?.parameters as unknown;
    const request = toPostmanRequest(path, method, operation, Array.isArray(shared) ? shared : []);
    needsToken ||= request.header.some((header) => header.key === 'Authorization');
    const items = folders.get(path) ?? [];
    items.push({ name: operation.summary || operation.operationId, request, response: [] });
    folders.set(path, items);
  }
  const variable: PostmanVariable[] = [
    {
      key: 'baseUrl',
      value: 'https://<apiId>.execute-api.<region>.amazonaws.com/<stage>',
      description: baseUrlHint,
    },
    {
      key: 'apiKey',
      value: '',
      description: 'The API key of your subscription (My Application → Reveal).',
    },
  ];
  if (needsToken) {
    variable.push({
      key: 'accessToken',
      value: '',
      description: 'An access token, for the operations that check one.',
    });
  }
  return {
    info: {
      name,
      ...(doc.info.description ? { description: doc.info.description } : {}),
      schema: postmanSchema,
    },
    item: [...folders].map(([path, item]) => ({ name: path, item })),
    variable,
  };
}
