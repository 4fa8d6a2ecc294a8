import type { OpenApiDocument } from '../../catalogue/catalogue-source';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

function refsToDefinitions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(refsToDefinitions);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value as Json)) {
    out[k] =
      k === '$ref' && typeof v === 'string'
        ? v.replace('#/components/schemas/', '#/definitions/')
        : refsToDefinitions(v);
  }
  return out;
}

function parameter(raw: unknown): Json {
  const p = asObject(raw);
  const schema = asObject(p.schema);
  const out: Json = { name: p.name, in: p.in, required: p.required === true };
  if (p.description !== undefined) out.description = p.description;
  if (schema.type !== undefined) out.type = schema.type;
  if (schema.format !== undefined) out.format = schema.format;
  if (schema.enum !== undefined) out.enum = schema.enum;
  return out;
}

function operation(raw: unknown): Json {
  const op = asObject(raw);
  const out: Json = {};
  for (const [field, value] of Object.entries(op)) {
    const copied = ['operationId', 'summary', 'description', 'tags', 'security'].includes(field);
    if (copied || field.startsWith('x-')) out[field] = value;
  }
  out.produces = ['application/json'];
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map(parameter);
  const json = asObject(asObject(asObject(op.requestBody).content)['application/json']);
  if (json.schema !== undefined) {
    out.consumes = ['application/json'];
    parameters.push({ in: 'body', name: 'body', required: true, schema: json.schema });
  }
  if (parameters.length > 0) out.parameters = parameters;
  const responses: Json = {};
  for (const [status, rawResponse] of Object.entries(asObject(op.responses))) {
    const response = asObject(rawResponse);
    const content = asObject(asObject(response.content)['application/json']);
    const converted: Json = { description: response.description ?? '' };
    if (content.schema !== undefined) converted.schema = content.schema;
    if (content.example !== undefined) converted.examples = { 'application/json': content.example };
    responses[status] = converted;
  }
  out.responses = responses;
  return out;
}

/** A Swagger 2.0 rendering of an OpenAPI 3.0 document, for GetExport's `swagger` type. */
export function toSwagger2(doc: OpenApiDocument, host: string, basePath: string): Json {
  const paths: Json = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const ops: Json = {};
    for (const [method, op] of Object.entries(item)) ops[method] = operation(op);
    paths[path] = ops;
  }
  const { schemas, securitySchemes } = asObject(doc.components);
  const extensions = Object.entries(doc).filter(([key]) => key.startsWith('x-'));
  return refsToDefinitions({
    swagger: '2.0',
    info: doc.info,
    host,
    basePath,
    schemes: ['http'],
    paths,
    ...(securitySchemes ? { securityDefinitions: securitySchemes } : {}),
    ...(doc.security ? { security: doc.security } : {}),
    ...(schemas ? { definitions: schemas } : {}),
    ...Object.fromEntries(extensions),
  }) as Json;
}
