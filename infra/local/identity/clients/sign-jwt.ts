import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

interface CognitoLocalPrivateKey {
  pem: string;
  jwk: { kid: string };
}

interface SigningKey {
  key: KeyObject;
  kid: string;
}

let loaded: SigningKey | undefined;

/**
 * The private half of the key cognito-local signs its own tokens with (its JWKS publishes the
 * public half), read from cognito-local 5.3.0's package like the rest of its internals.
 */
function signingKey(): SigningKey {
  if (loaded) return loaded;
  const load = createRequire(import.meta.url);
  const file = load('cognito-local/lib/keys/cognitoLocal.private.json') as CognitoLocalPrivateKey;
  if (!file.pem || !file.jwk?.kid) {
    throw new Error('cognito-local internals changed: private key not found (pinned to 5.3.0)');
  }
  loaded = { key: createPrivateKey(file.pem), kid: file.jwk.kid };
  return loaded;
}

const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT over `claims`, with the same key and `kid` as cognito-local's tokens. */
export function signJwt(claims: Record<string, unknown>): string {
  const { key, kid } = signingKey();
  const unsigned = `${part({ kid, alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
  const signer = createSign('RSA-SHA256');
  signer.update(unsigned);
  return `${unsigned}.${signer.sign(key, 'base64url')}`;
}
