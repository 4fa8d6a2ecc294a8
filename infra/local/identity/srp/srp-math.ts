import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server half of Cognito's SRP-6a (USER_SRP_AUTH, CUSTOM_WITH_SRP): the 3072-bit group of
 * RFC 5054 with g = 2, k = H(N | g), hex "padded" the way Cognito's clients pad it (even length,
 * a 00 byte before a set high bit), and the 'Caldera Derived Key' HKDF behind the password claim.
 */
const nHex =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${nHex}`);
export const g = 2n;

/** Even-length hex of a non-negative integer, with 00 prepended when the high bit is set. */
export function padHex(value: bigint): string {
  if (value < 0n) throw new RangeError('padHex takes non-negative integers only');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

export const fromHex = (hex: string): bigint => BigInt(`0x${hex}`);
const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const hashOfHex = (hex: string): bigint => fromHex(sha256(Buffer.from(hex, 'hex')).toString('hex'));
const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();
const randomInteger = (bytes: number): bigint => fromHex(randomBytes(bytes).toString('hex'));

export const k = hashOfHex(padHex(N) + padHex(g));

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** x = H(salt | H(poolName | userId | ':' | password)); the verifier is g^x mod N. */
export function privateKeyX(poolName: string, userId: string, password: string, salt: bigint) {
  const inner = sha256(`${poolName}${userId}:${password}`).toString('hex');
  return hashOfHex(padHex(salt) + inner);
}

export function passwordVerifier(poolName: string, userId: string, password: string, salt: bigint) {
  return modPow(g, privateKeyX(poolName, userId, password, salt), N);
}

export const newSalt = (): bigint => randomInteger(16);

export interface ServerEphemeral {
  b: bigint;
  B: bigint;
}

/** b random, B = k·v + g^b mod N (never 0 mod N). */
export function serverEphemeral(verifier: bigint): ServerEphemeral {
  for (;;) {
    const b = randomInteger(128) % N;
    const B = (k * verifier + modPow(g, b, N)) % N;
    if (b !== 0n && B !== 0n) return { b, B };
  }
}

/** u = H(A | B); both sides derive the same value. */
export const scramblingParameter = (A: bigint, B: bigint): bigint =>
  hashOfHex(padHex(A) + padHex(B));

/** The 16-byte key both sides derive from S = (A·v^u)^b mod N. Null when A is unacceptable. */
export function serverAuthenticationKey(A: bigint, B: bigint, b: bigint, verifier: bigint) {
  if (A <= 0n || A % N === 0n) return null;
  const u = scramblingParameter(A, B);
  if (u === 0n) return null;
  const S = modPow((A * modPow(verifier, u, N)) % N, b, N);
  return derivedKey(S, u);
}

/** HKDF-SHA256 (salt u, input S, info 'Caldera Derived Key' 0x01), first 16 bytes. */
export function derivedKey(S: bigint, u: bigint): Buffer {
  const prk = hmac(Buffer.from(padHex(u), 'hex'), Buffer.from(padHex(S), 'hex'));
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return hmac(prk, info).subarray(0, 16);
}

export interface PasswordClaim {
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
}

/** PASSWORD_CLAIM_SIGNATURE: base64 HMAC(key, poolName | userId | secretBlock bytes | timestamp). */
export function passwordClaimSignature(key: Buffer, claim: PasswordClaim): string {
  const message = Buffer.concat([
    Buffer.from(claim.poolName, 'utf8'),
    Buffer.from(claim.userId, 'utf8'),
    Buffer.from(claim.secretBlock, 'base64'),
    Buffer.from(claim.timestamp, 'utf8'),
  ]);
  return hmac(key, message).toString('base64');
}

export function sameSignature(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(actual, 'base64');
  return a.length === b.length && timingSafeEqual(a, b);
}

const days = 'Sun|Mon|Tue|Wed|Thu|Fri|Sat';
const months = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const timestampPattern = new RegExp(
  `^(${days}) (${months}) ([1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d UTC \\d{4}$`,
);

/** The claim's TIMESTAMP, 'ddd MMM D HH:mm:ss UTC YYYY' (day not padded), e.g. 'Tue Mar 3 09:05:07 UTC 2026'. */
export const isCognitoTimestamp = (value: string): boolean => timestampPattern.test(value);

export function cognitoTimestamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = days.split('|')[date.getUTCDay()];
  const month = months.split('|')[date.getUTCMonth()];
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${day} ${month} ${date.getUTCDate()} ${time} UTC ${date.getUTCFullYear()}`;
}
