import type { CognitoLocalModules } from './cognito-local/load-cognito-local';
import { CognitoError, errors } from './cognito-error';

/** cognito-local's wording where Cognito's differs (the name stays when it is right). */
function translate(code: string, message: string): CognitoError {
  // cognito-local throws InvalidPasswordException "Invalid password" only for a wrong password
  // (ChangePassword, AdminInitiateAuth); Cognito says NotAuthorizedException there.
  if (code === 'InvalidPasswordException' && message === 'Invalid password') {
    return errors.incorrectCredentials();
  }
  if (code === 'UserNotFoundException') return errors.userNotFound();
  return new CognitoError(code, message);
}

/** Whatever a target threw, as the error Cognito would answer. */
export function toCognitoError(error: unknown, modules: CognitoLocalModules): CognitoError {
  if (error instanceof CognitoError) return error;
  if (error instanceof modules.CognitoError) {
    const { code } = error as Error & { code?: unknown };
    return translate(String(code), error.message);
  }
  if (error instanceof modules.UnsupportedError) return errors.unsupported(error.message);
  const message = error instanceof Error ? error.message : String(error);
  return new CognitoError('InternalErrorException', message, 500);
}
