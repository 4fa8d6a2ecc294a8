import type { HttpVerb } from '../../shared/domain/catalogue';
import type { OpenApiDocument, OpenApiOperation } from './catalogue-source';
import { listOperations } from '../../shared/openapi/openapi-operations';
import { lowestSuccess } from './success-response';

export interface OperationMatch {
  /** The path template that matched, e.g. /v1/vehicles/{vin}/status. */
  template: string;
  method: HttpVerb;
  operation: OpenApiOperation;
  /** The path parameters, decoded: { vin: 'ABC' }. */
  params: Record<string, string>;
}

/**
 * The operation of `doc` that answers `method` on a concrete path (query string allowed), as API
 * Gateway routes it: a {param} segment matches any one non-empty segment, and where several
 * templates match, the one with more literal segments wins (/v1/orders/summary over
 * /v1/orders/{orderId}).
 */
export function matchOperation(
  doc: OpenApiDocument,
  method: string,
  path: string,
): OperationMatch | undefined {
  const wanted = method.toUpperCase();
  const segments = splitPath(path);
  let best: { match: OperationMatch; literals: number } | undefined;
  for (const candidate of listOperations(doc)) {
    if (candidate.method !== wanted) continue;
    const template = splitPath(candidate.path);
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = template.every((part, i) => {
      const actual = segments[i] as string;
      const param = /^\{(.+)\}$/.exec(part)?.[1];
      if (param === undefined) {
        literals += 1;
        return part === actual;
      }
      if (actual === '') return false;
      params[param] = decode(actual);
      return true;
    });
    if (matches && (!best || literals > best.literals)) {
      best = {
        match: {
          template: candidate.path,
          method: candidate.method,
          operation: candidate.operation,
          params,
        },
        literals,
      };
    }
  }
  return best?.match;
}

/**
 * What a mock backend answers: the matched operation's lowest 2xx status and that response's
 * `application/json` example (body undefined when it has none). Undefined when no operation
 * matches or it declares no 2xx response.
 */
export function mockResponse(
  doc: OpenApiDocument,
  method: string,
  path: string,
): { status: number; body: unknown } | undefined {
  const match = matchOperation(doc, method, path);
  const success = match && lowestSuccess(match.operation);
  return success ? { status: success.status, body: structuredClone(success.example) } : undefined;
}

function splitPath(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const parts = bare.split('/').slice(1);
  // A trailing slash names the same resource, as in API Gateway.
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
