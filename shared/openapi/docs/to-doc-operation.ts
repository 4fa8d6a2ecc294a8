import { normaliseStatus } from '../../api-status';
import type { HttpVerb } from '../../domain/catalogue';
import type { DocOperation, DocParameter, DocRequestBody, DocResponse } from '../../docs/doc-model';
import type { OpenApiOperation } from '../openapi-document';
import { isRecord } from '../is-record';
import { flattenFields } from './flatten-fields';
import { pickContent } from './media-content';
import { fieldRules } from './schema-rules';
import { codeOrder } from './status-code-order';

const parameterPlaces = ['path', 'query', 'header'] as const;
type ParameterPlace = (typeof parameterPlaces)[number];

/**
 * One operation of a dereferenced document as the documentation page shows it. `pathParameters`
 * are the path item's own (an operation's parameter of the same name and place overrides one).
 */
export function toDocOperation(
  method: HttpVerb,
  path: string,
  operation: OpenApiOperation,
  pathParameters: unknown[] = [],
): DocOperation {
  const requestBody = toRequestBody(operation.requestBody);
  return {
    name: operation.operationId,
    displayName: operation.summary,
    description: operation.description ?? '',
    method,
    path,
    apiStatus: normaliseStatus(operation['x-marque-status']),
    authorizerType: operation['x-marque-authorizer'],
    generateTokenButton: operation['x-marque-generate-token'],
    parameters: toParameters([...pathParameters, ...(operation.parameters ?? [])]),
    ...(requestBody ? { requestBody } : {}),
    responses: toResponses(operation.responses),
  };
}

function toParameters(raw: unknown[]): DocParameter[] {
  const byKey = new Map<string, DocParameter>();
  for (const p of raw) {
    if (!isRecord(p) || typeof p.name !== 'string' || !isPlace(p.in)) continue;
    const schema = isRecord(p.schema) ? p.schema : (contentSchema(p.content) ?? {});
    const rules = fieldRules(schema, p.required === true || p.in === 'path', {
      description: p.description,
      example: p.example ?? firstExample(p.examples),
    });
    byKey.set(`${p.in} ${p.name}`, { name: p.name, in: p.in, ...rules });
  }
  return [...byKey.values()];
}

function toRequestBody(raw: unknown): DocRequestBody | undefined {
  if (!isRecord(raw)) return undefined;
  const picked = pickContent(raw.content);
  if (!picked) return undefined;
  return {
    contentType: picked.contentType,
    required: raw.required === true,
    fields: flattenFields(picked.schema),
    ...(picked.example !== undefined ? { example: picked.example } : {}),
  };
}

function toResponses(responses: OpenApiOperation['responses']): DocResponse[] {
  return Object.entries(responses)
    .sort(([a], [b]) => codeOrder(a) - codeOrder(b))
    .map(([code, response]) => {
      const picked = pickContent(response.content);
      return {
        code,
        description: response.description,
        ...(picked ? { contentType: picked.contentType } : {}),
        ...(picked?.example !== undefined ? { example: picked.example } : {}),
        fields: flattenFields(picked?.schema),
      };
    });
}

function isPlace(value: unknown): value is ParameterPlace {
  return (parameterPlaces as readonly unknown[]).includes(value);
}

function contentSchema(content: unknown): Record<string, unknown> | undefined {
  const schema = pickContent(content)?.schema;
  return isRecord(schema) ? schema : undefined;
}

function firstExample(examples: unknown): unknown {
  if (!isRecord(examples)) return undefined;
  for (const entry of Object.values(examples)) {
    if (isRecord(entry) && entry.value !== undefined) return entry.value;
  }
  return undefined;
}
