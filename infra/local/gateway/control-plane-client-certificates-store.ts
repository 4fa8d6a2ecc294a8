import { randomBytes } from 'node:crypto';
import { notFound } from './aws-error';
import { selfSignedCertificate } from './self-signed-certificate';

/** A client certificate as API Gateway answers it (dates in epoch seconds, as the SDK reads them). */
export interface StoredClientCertificate {
  clientCertificateId: string;
  description?: string;
  pemEncodedCertificate: string;
  createdDate: number;
  expirationDate: number;
  tags: Record<string, string>;
}

export interface NewClientCertificate {
  description?: string;
  tags?: Record<string, string>;
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 6 lower-case alphanumerics, like API Gateway's client certificate ids. */
function randomId(): string {
  let out = '';
  for (const byte of randomBytes(6)) out += alphabet[byte % alphabet.length];
  return out;
}

/**
 * The account's client certificates (GenerateClientCertificate and friends), in the order they
 * were made. Each holds a real self-signed certificate, valid 365 days from its creation.
 */
export class ClientCertificateStore {
  private readonly certificates = new Map<string, StoredClientCertificate>();

  constructor(
    private readonly onChange: () => void = () => {},
    snapshot: readonly StoredClientCertificate[] = [],
  ) {
    for (const certificate of snapshot) {
      this.certificates.set(certificate.clientCertificateId, certificate);
    }
  }

  generate(input: NewClientCertificate, nowSeconds: number): StoredClientCertificate {
    let id = randomId();
    while (this.certificates.has(id)) id = randomId();
    const { pem, notBefore, notAfter } = selfSignedCertificate(id, nowSeconds);
    const certificate: StoredClientCertificate = {
      clientCertificateId: id,
      pemEncodedCertificate: pem,
      createdDate: notBefore,
      expirationDate: notAfter,
      tags: input.tags ?? {},
    };
    if (input.description !== undefined) certificate.description = input.description;
    this.certificates.set(id, certificate);
    this.onChange();
    return certificate;
  }

  get(id: string): StoredClientCertificate {
    const certificate = this.certificates.get(id);
    if (!certificate) throw notFound('Invalid Client Certificate identifier specified');
    return certificate;
  }

  list(): StoredClientCertificate[] {
    return [...this.certificates.values()];
  }

  delete(id: string): void {
    this.get(id);
    this.certificates.delete(id);
    this.onChange();
  }

  snapshot(): StoredClientCertificate[] {
    return this.list();
  }
}
