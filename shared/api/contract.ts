import type * as z from 'zod';
import type { AreaId } from './areas';

/** Who may call an operation: anyone, any signed-in user, or members of the `admin` group. */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the portal API: the single place its method, path, access and schemas live.
 * `path` uses API Gateway's template syntax (`/catalogue/categories/{category}/services`).
 */
export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** The area that serves it: one Lambda function, one contract file, one web feature. */
  area: AreaId;
  id: string;
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  /**
   * Callable while the caller's password has expired (spec §4 forces the change first): the
   * change itself, the sign-in check and signing out. Every other user/admin call is refused.
   */
  allowedWithExpiredPassword?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/**
 * Declares an operation, keeping its literal area and access: each area's operations can be
 * typed, and a handler of a `user` or `admin` operation is given a caller that is there.
 */
export function defineOperation<
  A extends AreaId,
  X extends Access,
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  op: Operation<P, Q, B, R> & { area: A; access: X },
): Operation<P, Q, B, R> & { area: A; access: X } {
  return op;
}

/** The body of every error answer of the portal API. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field errors of a validation failure, first message per field. */
  fields?: Record<string, string>;
}

/** Fills a path template with values, encoding each. */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
