import { createSign, generateKeyPairSync } from 'node:crypto';
import { signJwt } from '../../../infra/local/identity/clients/sign-jwt';

/** Claims of a JWT, read without checking anything. */
export type Claims = Record<string, unknown>;

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (segment: string | undefined): Claims =>
  JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as Claims;

export const claimsOf = (token: string): Claims => decode(token.split('.')[1]);
const headerOf = (token: string): Claims => decode(token.split('.')[0]);

/** The token's header and signature kept, its claims changed: the signature no longer fits. */
export function withClaimsChanged(token: string, changes: Claims): string {
  const [header, , signature] = token.split('.');
  return `${header}.${part({ ...claimsOf(token), ...changes })}.${signature}`;
}

/** The same header (`kid` included) over these claims, signed with a key nobody published. */
export function signedWithOtherKey(token: string, claims: Claims): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${part(headerOf(token))}.${part(claims)}`;
  const signer = createSign('RSA-SHA256');
  signer.update(unsigned);
  return `${unsigned}.${signer.sign(privateKey, 'base64url')}`;
}

/** An unsigned token (`alg: none`) over these claims. */
export function unsigned(claims: Claims): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/**
 * These claims signed with the local pool's own key: what only Cognito can make. A test signs
 * with it to prove that a token fails for the claim it changed, not for its signature.
 */
export const signedByThePool = (claims: Claims): string => signJwt(claims);
