import type { OpenApiDocument, OpenApiOperation } from './catalogue-source';
import { toGatewaySchema } from './gateway-schema';
import { isRecord } from '../../shared/openapi/is-record';
import { listOperations } from '../../shared/openapi/openapi-operations';
import { lowestSuccess } from './success-response';

const apiKeyScheme = { type: 'apiKey', name: 'x-api-key', in: 'header' };
/** API Gateway path segments: letters, digits and ._-, or one whole {parameter}. */
const segment = /^([A-Za-z0-9._-]+|\{[A-Za-z0-9_]+\})$/;
/** API Gateway model names are alphanumeric. */
const modelName = /^[A-Za-z0-9]+$/;

/** How a product API's operations are answered, when not by the mock examples. */
export interface GatewayIntegration {
  /**
   * A Lambda function's invocation URI (`arn:<partition>:apigateway:<region>:lambda:path/
   * 2015-03-31/functions/<function ARN>/invocations`, CDK tokens allowed): every operation
   * becomes a Lambda proxy integration to it.
   */
  readonly lambdaInvocationUri: string;
}

/**
 * The document API Gateway imports for a service's product API, by default with a mock backend:
 * each operation answers its lowest 2xx response's example (or, given `integration`, calls the
 * service's Lambda function through a proxy integration), every operation needs an API key (read
 * from the x-api-key header) so usage plans meter it, the x-marque-* extensions are gone, and
 * only what API Gateway's REST import accepts is kept (no `example`s, draft-4 schemas, no
 * `servers`, whose path would otherwise become a base path). Throws if a path or a component
 * name cannot be imported.
 */
export function toGatewaySpec(
  doc: OpenApiDocument,
  integration?: GatewayIntegration,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, method, operation } of listOperations(doc)) {
    const bad = path
      .split('/')
      .slice(1)
      .find((s) => !segment.test(s));
    if (bad !== undefined) {
      throw new Error(
        `${doc.info.title}: path ${path} has a segment API Gateway rejects: "${bad}"`,
      );
    }
    (paths[path] ??= {})[method.toLowerCase()] = gatewayOperation(
      operation,
      doc.info.title,
      integration,
    );
  }

  const spec: Record<string, unknown> = {
    // API Gateway documents 3.0.1 for import; 3.0.x patch releases differ only in wording.
    openapi: '3.0.1',
    info: { title: doc.info.title, version: doc.info.version, description: doc.info.description },
    paths,
    components: gatewayComponents(doc),
    security: [{ api_key: [] }],
    'x-amazon-apigateway-api-key-source': 'HEADER',
  };
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith('x-amazon-apigateway-') && !(key in spec))
      spec[key] = structuredClone(value);
  }
  return spec;
}

function gatewayOperation(
  operation: OpenApiOperation,
  title: string,
  integration: GatewayIntegration | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    operationId: operation.operationId,
    summary: operation.summary,
  };
  if (operation.description) out.description = operation.description;
  if (Array.isArray(operation.tags)) out.tags = [...(operation.tags as unknown[])];
  if (operation.parameters) out.parameters = operation.parameters.map(gatewayParameter);
  if (isRecord(operation.requestBody)) out.requestBody = gatewayBody(operation.requestBody);
  out.responses = Object.fromEntries(
    Object.entries(operation.responses).map(([code, response]) => [code, gatewayBody(response)]),
  );
  out.security = [{ api_key: [] }];
  out['x-amazon-apigateway-integration'] = integration
    ? lambdaProxy(integration)
    : mockIntegration(operation, title);
  return out;
}

/** The function gets the whole request and answers status, headers and body itself. */
function lambdaProxy(integration: GatewayIntegration): Record<string, unknown> {
  return {
    type: 'aws_proxy',
    // Lambda's Invoke API is a POST whatever the operation's method.
    httpMethod: 'POST',
    uri: integration.lambdaInvocationUri,
    passthroughBehavior: 'when_no_match',
  };
}

function mockIntegration(operation: OpenApiOperation, title: string): Record<string, unknown> {
  const success = lowestSuccess(operation);
  if (!success) throw new Error(`${title}: ${operation.operationId} has no 2xx response to mock`);
  return {
    type: 'mock',
    requestTemplates: { 'application/json': `{"statusCode": ${success.status}}` },
    responses: {
      default: {
        statusCode: String(success.status),
        responseTemplates: { 'application/json': templateBody(success.example) },
      },
    },
    passthroughBehavior: 'when_no_match',
  };
}

function gatewayParameter(parameter: unknown): unknown {
  if (!isRecord(parameter)) return parameter;
  const out: Record<string, unknown> = { name: parameter.name, in: parameter.in };
  if (typeof parameter.required === 'boolean') out.required = parameter.required;
  if (typeof parameter.description === 'string') out.description = parameter.description;
  if (parameter.schema !== undefined) out.schema = toGatewaySchema(parameter.schema);
  return out;
}

/** A request body or a response: description, required, and content schemas without examples. */
function gatewayBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof body.description === 'string') out.description = body.description;
  if (typeof body.required === 'boolean') out.required = body.required;
  if (isRecord(body.content)) {
    out.content = Object.fromEntries(
      Object.entries(body.content).map(([type, media]) => [
        type,
        isRecord(media) && media.schema !== undefined
          ? { schema: toGatewaySchema(media.schema) }
          : {},
      ]),
    );
  }
  return out;
}

function gatewayComponents(doc: OpenApiDocument): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  const other = Object.keys(doc.components ?? {}).filter(
    (section) => section !== 'schemas' && section !== 'securitySchemes',
  );
  if (other.length > 0) {
    throw new Error(`${doc.info.title}: components.${other[0]} cannot be imported; inline it`);
  }
  const source = doc.components?.schemas;
  if (isRecord(source)) {
    for (const [name, schema] of Object.entries(source)) {
      if (!modelName.test(name)) {
        throw new Error(
          `${doc.info.title}: schema name ${name} is not alphanumeric (API Gateway model names are)`,
        );
      }
      schemas[name] = toGatewaySchema(schema);
    }
  }
  return { securitySchemes: { api_key: { ...apiKeyScheme } }, schemas };
}

/**
 * The example as the body of a mock integration response. Response templates are Velocity
 * templates, in which `$` and `#` start references and directives; JSON's \u escapes keep them
 * literal while the body still parses to the same value.
 */
function templateBody(example: unknown): string {
  if (example === undefined) return '';
  return JSON.stringify(example).replace(/\$/g, '\\u0024').replace(/#/g, '\\u0023');
}
