import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { ApiErrorBody } from '../../shared/api/contract';
import { DomainError } from './errors';
import { corsOriginStageVariable } from './function-environment';
import { logger } from './logger';

const baseHeaders = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
};

/** The answer with the CORS origin of the stage (locally, of CORS_ORIGIN; else any). */
export function withAllowedOrigin(
  result: APIGatewayProxyResult,
  event: Pick<APIGatewayProxyEvent, 'stageVariables'>,
): APIGatewayProxyResult {
  const origin = event.stageVariables?.[corsOriginStageVariable] ?? process.env.CORS_ORIGIN ?? '*';
  return { ...result, headers: { ...result.headers, 'access-control-allow-origin': origin } };
}

export function json(status: number, body: unknown): APIGatewayProxyResult {
  return { statusCode: status, headers: baseHeaders, body: JSON.stringify(body) };
}

/** Maps any thrown value to an answer; unknown errors are logged and never leak details. */
export function errorResponse(error: unknown): APIGatewayProxyResult {
  if (error instanceof DomainError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    return json(error.status, body);
  }
  logger.error('Unhandled error', {
    error: error instanceof Error ? error.message : String(error),
  });
  const body: ApiErrorBody = { code: 'InternalError', message: 'Something went wrong' };
  return json(500, body);
}
