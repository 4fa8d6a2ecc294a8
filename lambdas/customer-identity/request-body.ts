import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod';
import { firstErrorMessage } from '../../shared/schemas/first-error';
import { invalidRequest } from './customer-answers';

/** The body parsed as JSON and checked by `schema`; a 400 with the first broken rule if not. */
export function requestBody<S extends z.ZodType>(
  event: APIGatewayProxyEvent,
  schema: S,
): z.output<S> {
  let json: unknown;
  try {
    const text = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    json = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body must be JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidRequest(firstErrorMessage(parsed.error));
  return parsed.data;
}
