import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod';
import type { Operation } from '../../shared/api/contract';
import { callerOf, passwordExpired, type Caller } from './caller';
import { Forbidden, Invalid, PasswordExpired, Unauthorized } from './errors';
import { errorResponse, json } from './http-response';
import { requireLiveSession } from './live-session';
import { withRoleAsNow } from './role-as-now';

/** The parsed type of an optional schema slot of an operation. */
type Infer<T> = NonNullable<T> extends z.ZodType ? z.infer<NonNullable<T>> : undefined;

/**
 * The caller a handler is given: there for `user` and `admin` operations (handleOperation has
 * answered 401 without one), maybe not for `public` ones (or an operation whose access is not
 * known as a literal).
 */
export type CallerOf<Op extends Operation> = 'public' extends Op['access'] ? Caller | null : Caller;

export interface OperationRequest<Op extends Operation> {
  params: Infer<Op['params']>;
  query: Infer<Op['query']>;
  body: Infer<Op['body']>;
  caller: CallerOf<Op>;
  event: APIGatewayProxyEvent;
}

export type ProxyHandler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

/** Zod's message for unknown keys names them: they are the caller's text, never echoed back. */
export const unknownFieldsMessage = 'The request has fields this operation does not take';

function messageOf(issue: z.core.$ZodIssue): string {
  return issue.code === 'unrecognized_keys' ? unknownFieldsMessage : issue.message;
}

function parseWith<T extends z.ZodType | undefined>(schema: T, input: unknown): Infer<T> {
  if (!schema) return undefined as Infer<T>;
  const result = schema.safeParse(input);
  if (result.success) return result.data as Infer<T>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= messageOf(issue);
  }
  const first = result.error.issues[0];
  throw new Invalid(first ? messageOf(first) : 'Invalid request', fields);
}

function parseBody(event: APIGatewayProxyEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString() : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Invalid('The request body is not valid JSON');
  }
}

function decodeAll(values: Record<string, string | undefined> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values ?? {})) if (v !== undefined) out[k] = v;
  return out;
}

/**
 * Wraps one operation: checks who may call it (the server's own check, whatever the gateway
 * did; an admin's role as it is now, not as the token says), validates params, query and
 * body with the operation's shared schemas, and answers JSON.
 */
export function handleOperation<Op extends Operation>(
  op: Op,
  fn: (request: OperationRequest<Op>) => Promise<Infer<Op['response']>>,
): ProxyHandler {
  return async (event) => {
    try {
      const claimed = callerOf(event);
      // Public routes carry no caller (no authorizer); their areas may not read the users table.
      const caller = claimed && op.access !== 'public' ? await withRoleAsNow(claimed) : claimed;
      if (op.access !== 'public') {
        if (!caller) throw new Unauthorized();
        // A removed admin's token is refused, whether or not its session was ended with the role.
        if (op.access === 'admin' && claimed?.isAdmin && !caller.isAdmin) throw new Forbidden();
        // Before the admin check: a signed-out token is told to sign in again, not refused.
        await requireLiveSession(caller);
      }
      if (op.access === 'admin' && !caller?.isAdmin) throw new Forbidden();
      if (caller && !op.allowedWithExpiredPassword && passwordExpired(event)) {
        throw new PasswordExpired();
      }
      // Checked just above: only a public operation goes on without a caller.
      const request: OperationRequest<Op> = {
        params: parseWith(op.params, decodeAll(event.pathParameters)) as Infer<Op['params']>,
        query: parseWith(op.query, decodeAll(event.queryStringParameters)) as Infer<Op['query']>,
        body: parseWith(op.body, op.body ? parseBody(event) : undefined) as Infer<Op['body']>,
        caller: caller as CallerOf<Op>,
        event,
      };
      const result = await fn(request);
      return json(200, result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
