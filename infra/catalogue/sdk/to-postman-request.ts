import type { HttpVerb } from '../../../shared/domain/catalogue';
import type { OpenApiOperation } from '../catalogue-source';
import { synthesizeExample } from '../../../shared/openapi/docs/synthesize-example';
import { isRecord } from '../../../shared/openapi/is-record';

export interface PostmanKeyValue {
  key: string;
  value: string;
  description?: string;
  disabled?: boolean;
}

export interface PostmanRequest {
  method: HttpVerb;
  description?: string;
  header: PostmanKeyValue[];
  url: {
    raw: string;
    host: ['{{baseUrl}}'];
    path: string[];
    query?: PostmanKeyValue[];
    variable?: PostmanKeyValue[];
  };
  body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } };
}

// Authorizers that expect a bearer token besides the API key.
const tokenAuthorizers = new Set(['cognito', 'customerToken']);

/** One operation of a dereferenced document as a Postman request. */
export function toPostmanRequest(
  path: string,
  method: HttpVerb,
  operation: OpenApiOperation,
  pathParameters: unknown[],
): PostmanRequest {
  const parameters = mergeParameters(pathParameters, operation.parameters ?? []);
  const of = (place: string) => parameters.filter((p) => p.in === place).map(toKeyValue);
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const query = of('query');
  const queryText = query
    .filter((q) => !q.disabled)
    .map((q) => `${q.key}=${q.value}`)
    .join('&');

  const header: PostmanKeyValue[] = [{ key: 'x-api-key', value: '{{apiKey}}' }];
  if (tokenAuthorizers.has(operation['x-marque-authorizer'])) {
    header.push({ key: 'Authorization', value: 'Bearer {{accessToken}}' });
  }
  header.push(...of('header'));
  const body = jsonBody(operation.requestBody);
  if (body !== undefined) header.push({ key: 'Content-Type', value: 'application/json' });

  const variable = of('path');
  return {
    method,
    ...(operation.description ? { description: operation.description } : {}),
    header,
    url: {
      raw: `{{baseUrl}}/${segments.join('/')}${queryText ? `?${queryText}` : ''}`,
      host: ['{{baseUrl}}'],
      path: segments,
      ...(query.length > 0 ? { query } : {}),
      ...(variable.length > 0 ? { variable } : {}),
    },
    ...(body !== undefined
      ? { body: { mode: 'raw', raw: body, options: { raw: { language: 'json' } } } }
      : {}),
  };
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: unknown;
}

/** Path-level parameters, overridden by the operation's of the same name and place. */
function mergeParameters(shared: unknown[], own: unknown[]): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...shared, ...own]) {
    if (isRecord(raw) && typeof raw.name === 'string' && typeof raw.in === 'string') {
      byKey.set(`${raw.in}:${raw.name}`, raw as unknown as Parameter);
    }
  }
  return [...byKey.values()];
}

function toKeyValue(parameter: Parameter): PostmanKeyValue {
  const schema = isRecord(parameter.schema) ? parameter.schema : {};
  const enumFirst = Array.isArray(schema.enum) ? (schema.enum[0] as unknown) : undefined;
  const value = parameter.example ?? schema.example ?? schema.default ?? enumFirst;
  return {
    key: parameter.name,
    value: value === undefined ? '' : String(value),
    ...(parameter.description ? { description: parameter.description } : {}),
    ...(parameter.in === 'query' && !parameter.required ? { disabled: true } : {}),
  };
}

/** The JSON request body's example, pretty-printed; undefined without a JSON body. */
function jsonBody(requestBody: unknown): string | undefined {
  if (!isRecord(requestBody) || !isRecord(requestBody.content)) return undefined;
  const media = requestBody.content['application/json'];
  if (!isRecord(media)) return undefined;
  const firstExample = isRecord(media.examples) ? Object.values(media.examples)[0] : undefined;
  const example =
    media.example ??
    (isRecord(firstExample) ? firstExample.value : undefined) ??
    synthesizeExample(media.schema) ??
    {};
  return JSON.stringify(example, null, 2);
}
