import type { OpenApiOperation } from './catalogue-source';

export interface SuccessResponse {
  status: number;
  description: string;
  /** The `application/json` example, if the response has one. */
  example: unknown;
}

/** The operation's lowest 2xx response (what a mock backend answers), if it declares any. */
export function lowestSuccess(operation: OpenApiOperation): SuccessResponse | undefined {
  const codes = Object.keys(operation.responses)
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number)
    .sort((a, b) => a - b);
  const status = codes[0];
  if (status === undefined) return undefined;
  const response = operation.responses[String(status)];
  return {
    status,
    description: response?.description ?? '',
    example: response?.content?.['application/json']?.example,
  };
}
