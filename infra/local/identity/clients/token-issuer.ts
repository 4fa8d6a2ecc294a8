import type { CognitoLocalTokenGenerator } from '../cognito-local/internals';

/** cognito-local 5.3.0's JwtTokenGenerator keeps the config it puts in `iss` as a field. */
interface WithTokenConfig {
  tokenConfig?: { IssuerDomain?: unknown };
}

/**
 * The `iss` of a pool's tokens, as cognito-local's generator writes it (`${IssuerDomain}/${poolId}`;
 * the start sets IssuerDomain to the server's URL once the port is known). Read at each call, so
 * it follows that late setting.
 */
export function issuerOf(generator: CognitoLocalTokenGenerator, userPoolId: string): string {
  const domain = (generator as CognitoLocalTokenGenerator & WithTokenConfig).tokenConfig
    ?.IssuerDomain;
  if (typeof domain !== 'string') {
    throw new Error('cognito-local internals changed: tokenConfig.IssuerDomain not found');
  }
  return `${domain}/${userPoolId}`;
}
