import type {
  InitiateAuthRequest,
  InitiateAuthResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { refreshTokenAuth } from '../tokens/refresh-tokens';
import { startCustomSignIn } from './custom-sign-in';
import { passwordSignIn } from './password-sign-in';
import { startSrpSignIn } from './srp-sign-in';

/** InitiateAuth, every flow run by the wrapper (cognito-local's own would skip its checks). */
export function initiateAuth(
  deps: IdentityDeps,
  request: InitiateAuthRequest,
): Promise<InitiateAuthResponse> {
  switch (request.AuthFlow) {
    case 'USER_SRP_AUTH':
      return startSrpSignIn(deps, request);
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(deps, request);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshTokenAuth(deps, request);
    case 'CUSTOM_AUTH':
      return startCustomSignIn(deps, request);
    default:
      throw errors.unsupported(`InitiateAuth AuthFlow ${String(request.AuthFlow)}`);
  }
}
