import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { CustomerErrorAnswer } from '../../shared/customer-sign-in';

/** An answer of the customer sign-in other than success; the router turns it into JSON. */
export class CustomerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { verificationKey?: string } = {},
  ) {
    super(message);
    this.name = code;
  }
}

/** A request body that is not JSON, or breaks a rule: the rule's message. */
export const invalidRequest = (message: string) =>
  new CustomerError(400, 'INVALID_REQUEST', message);

const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };

export function answer(status: number, body: unknown): APIGatewayProxyResult {
  return { statusCode: status, headers, body: JSON.stringify(body) };
}

export function errorAnswer(error: CustomerError, requestId: string): APIGatewayProxyResult {
  const body: CustomerErrorAnswer = {
    code: error.code,
    message: error.message,
    requestId,
    ...error.extra,
  };
  return answer(error.status, body);
}

/** A header's value by its name in any case (API Gateway keeps the caller's case). */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entry = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === wanted);
  return entry?.[1] ?? undefined;
}
