import { messages } from '../../../../shared/messages';

/** A sign-in step the portal does not handle yet (e.g. a new-password challenge). */
export class UnsupportedStepError extends Error {
  constructor(readonly step: string) {
    super(
      `This account needs a further sign-in step (${step}) that the portal does not support yet. Please contact the administrator.`,
    );
    this.name = 'UnsupportedStepError';
  }
}

const byName: Record<string, string> = {
  NotAuthorizedException: messages.invalidUsernamePassword,
  UserNotFoundException: messages.invalidUsernamePassword,
  // cognito-local reports a wrong password this way (Cognito says NotAuthorizedException).
  InvalidPasswordException: messages.invalidUsernamePassword,
  PasswordResetRequiredException: 'Your password must be reset. Please use Forgot password.',
  LimitExceededException: 'Too many attempts. Please wait a moment and try again.',
  TooManyRequestsException: 'Too many attempts. Please wait a moment and try again.',
  NetworkError: messages.somethingWentWrong,
};

/** What the sign-in form says for a failed attempt (spec §8 login messages). */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return messages.somethingWentWrong;
  if (error instanceof UnsupportedStepError) return error.message;
  return byName[error.name] ?? messages.somethingWentWrong;
}
