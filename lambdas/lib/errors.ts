/** Typed domain errors; `errorResponse` (http-response.ts) maps them to status codes in one place. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = code;
  }
}

export class NotFound extends DomainError {
  constructor(message: string) {
    super(404, 'NotFound', message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, 'Conflict', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You are not authorized to access this resource') {
    super(403, 'Forbidden', message);
  }
}

/** A signed-in caller whose password expired may only change it (spec §4). */
export class PasswordExpired extends DomainError {
  constructor() {
    super(403, 'PasswordExpired', 'Your password has expired. Change it to continue.');
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Sign in to continue') {
    super(401, 'Unauthorized', message);
  }
}

export class Invalid extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'Invalid', message, fields);
  }
}

/** Too many requests of one kind (e.g. Cognito's LimitExceededException on password resets). */
export class TooManyRequests extends DomainError {
  constructor(message: string) {
    super(429, 'TooManyRequests', message);
  }
}

/** An AWS quota of the portal's account is used up (e.g. API keys): nothing was made, try later. */
export class QuotaReached extends DomainError {
  constructor(message: string) {
    super(503, 'QuotaReached', message);
  }
}

/** Work stopped part-way within the function's time, its state kept: the same request resumes it. */
export class Unfinished extends DomainError {
  constructor(message: string) {
    super(503, 'Unfinished', message);
  }
}
