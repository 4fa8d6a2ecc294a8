import { CognitoError } from '../cognito-error';

/** A user pool's password policy, as CreateUserPool takes it. */
export interface PasswordPolicy {
  MinimumLength?: number;
  RequireUppercase?: boolean;
  RequireLowercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}

/** The characters Cognito counts as symbols. */
const symbols = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

const notConforming = (reason: string) =>
  new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${reason}`);

/**
 * Refuses a password the pool's policy does not allow, in Cognito's words. cognito-local keeps
 * the policy but never checks it; Cognito checks it on every password a caller sets.
 */
export function checkPasswordPolicy(policy: PasswordPolicy | undefined, password: string): void {
  if (!policy) return;
  if (password.length < (policy.MinimumLength ?? 0))
    throw notConforming('Password not long enough');
  if (policy.RequireUppercase && !/[A-Z]/.test(password)) {
    throw notConforming('Password must have uppercase characters');
  }
  if (policy.RequireLowercase && !/[a-z]/.test(password)) {
    throw notConforming('Password must have lowercase characters');
  }
  if (policy.RequireNumbers && !/[0-9]/.test(password)) {
    throw notConforming('Password must have numeric characters');
  }
  if (policy.RequireSymbols && !symbols.test(password)) {
    throw notConforming('Password must have symbol characters');
  }
}
