import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface SelfSignedCertificate {
  /** The certificate alone (no key), PEM-encoded, as API Gateway hands it out. */
  pem: string;
  /** Its validity, epoch seconds (X.509 times have whole seconds). */
  notBefore: number;
  notAfter: number;
}

const daySeconds = 24 * 60 * 60;

/** A positive 128-bit serial, minimally DER-encodable (first byte 0x40..0x7f). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes.toString('hex');
}

/**
 * A self-signed X.509 client certificate like API Gateway's: a 2048-bit RSA key, SHA-256
 * signature, `CN=<commonName>`, valid `validDays` from `nowSeconds`. Node makes the key pair
 * (fast, native); node-forge builds and signs the certificate, which Node cannot. The private
 * key is dropped: API Gateway never hands it out, and the local gateway has no use for it.
 */
export function selfSignedCertificate(
  commonName: string,
  nowSeconds: number,
  validDays = 365,
): SelfSignedCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const notBefore = nowSeconds;
  const notAfter = nowSeconds + validDays * daySeconds;

  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(notBefore * 1000);
  cert.validity.notAfter = new Date(notAfter * 1000);
  const name = [
    { shortName: 'CN', value: commonName },
    { shortName: 'O', value: 'Marque local API Gateway' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { pem: forge.pki.certificateToPem(cert), notBefore, notAfter };
}
