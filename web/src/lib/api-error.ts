import type { ApiErrorBody } from '../../../shared/api/contract';

/** A failed portal API call: the answer's ApiErrorBody, or a stand-in for network/shape failures. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromBody(status: number, body: Partial<ApiErrorBody> | undefined, fallback: string) {
    return new ApiError(
      status,
      typeof body?.code === 'string' ? body.code : `Http${status}`,
      typeof body?.message === 'string' ? body.message : fallback,
      body?.fields,
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
