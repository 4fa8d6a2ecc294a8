import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteClientCertificateCommand,
  GenerateClientCertificateCommand,
  GetClientCertificateCommand,
  GetClientCertificatesCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../testing/aws-rejection';
import { startFixtureGateway } from '../testing/fixture-gateway';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;

beforeAll(async () => {
  f = await startFixtureGateway();
});
afterAll(() => f.gateway.close());

const notFound = {
  name: 'NotFoundException',
  message: 'Invalid Client Certificate identifier specified',
  status: 404,
};
const daySeconds = 24 * 60 * 60;

describe('client certificates', () => {
  it('generates a real self-signed 2048-bit RSA certificate, valid 365 days', async () => {
    const created = await f.client.send(
      new GenerateClientCertificateCommand({ description: 'backend mTLS', tags: { team: 'a' } }),
    );
    expect(created.clientCertificateId).toMatch(/^[a-z0-9]{6}$/);
    expect(created).toMatchObject({ description: 'backend mTLS', tags: { team: 'a' } });
    expect(created.createdDate).toBeInstanceOf(Date);
    expect(created.expirationDate).toBeInstanceOf(Date);
    expect(Math.abs(created.createdDate!.getTime() - Date.now())).toBeLessThan(10_000);
    const validMs = created.expirationDate!.getTime() - created.createdDate!.getTime();
    expect(validMs).toBe(365 * daySeconds * 1000);

    const pem = created.pemEncodedCertificate ?? '';
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\r?\n[\s\S]+-----END CERTIFICATE-----\r?\n?$/);
    const x509 = new X509Certificate(pem);
    expect(x509.subject).toContain(`CN=${created.clientCertificateId}`);
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.publicKey.asymmetricKeyType).toBe('rsa');
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(new Date(x509.validFrom).getTime()).toBe(created.createdDate!.getTime());
    expect(new Date(x509.validTo).getTime()).toBe(created.expirationDate!.getTime());
    expect(x509.ca).toBe(false);

    const text = execFileSync('openssl', ['x509', '-noout', '-text'], { input: pem }).toString();
    expect(text).toContain('Public-Key: (2048 bit)');
    expect(text).toContain('sha256WithRSAEncryption');
    expect(text).toContain('TLS Web Client Authentication');
  });

  it('gets a certificate back as generated, and without a description when none was given', async () => {
    const created = await f.client.send(new GenerateClientCertificateCommand({}));
    const got = await f.client.send(
      new GetClientCertificateCommand({ clientCertificateId: created.clientCertificateId }),
    );
    const { $metadata: _created, ...generated } = created;
    const { $metadata: _got, ...read } = got;
    expect(read).toEqual(generated);
    expect(read.description).toBeUndefined();
    expect(read.tags).toEqual({});
  });

  it('lists certificates oldest first, page by page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await f.client.send(
        new GenerateClientCertificateCommand({
          description: `l${i}`,
          tags: { deployment: `Marque-${i}` },
        }),
      );
      ids.push(made.clientCertificateId ?? '');
    }
    const all = await f.client.send(new GetClientCertificatesCommand({ limit: 500 }));
    const listed = all.items?.map((c) => c.clientCertificateId) ?? [];
    expect(listed.slice(-3)).toEqual(ids);
    // Each with its tags, as API Gateway lists them: whose a certificate is shows in the list.
    expect(all.items?.slice(-3).map((c) => c.tags)).toEqual(
      [0, 1, 2].map((i) => ({ deployment: `Marque-${i}` })),
    );
    expect(all.items?.at(-1)?.pemEncodedCertificate).toMatch(/BEGIN CERTIFICATE/);
    expect(all.items?.at(-1)?.expirationDate).toBeInstanceOf(Date);
    expect(all.position).toBeUndefined();

    const first = await f.client.send(new GetClientCertificatesCommand({ limit: 2 }));
    expect(first.items).toHaveLength(2);
    expect(first.position).toBeTruthy();
    const paged = [...(first.items ?? [])];
    let position = first.position;
    while (position) {
      const next = await f.client.send(new GetClientCertificatesCommand({ limit: 2, position }));
      paged.push(...(next.items ?? []));
      position = next.position;
    }
    expect(paged.map((c) => c.clientCertificateId)).toEqual(listed);
  });

  it('deletes a certificate (202), then answers NotFoundException for it', async () => {
    const { clientCertificateId } = await f.client.send(new GenerateClientCertificateCommand({}));
    const deleted = await f.client.send(
      new DeleteClientCertificateCommand({ clientCertificateId }),
    );
    expect(deleted.$metadata.httpStatusCode).toBe(202);
    expect(
      await rejection(f.client.send(new GetClientCertificateCommand({ clientCertificateId }))),
    ).toEqual(notFound);
    expect(
      await rejection(f.client.send(new DeleteClientCertificateCommand({ clientCertificateId }))),
    ).toEqual(notFound);
    const all = await f.client.send(new GetClientCertificatesCommand({ limit: 500 }));
    expect(all.items?.map((c) => c.clientCertificateId)).not.toContain(clientCertificateId);
  });

  it('refuses tags that are not strings', async () => {
    const res = await fetch(`${f.gateway.urls.controlPlane}/clientcertificates`, {
      method: 'POST',
      body: JSON.stringify({ tags: { team: 7 } }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-amzn-errortype')).toBe('BadRequestException');
  });
});

describe('client certificates: injected faults', () => {
  const arm = (fault: Record<string, unknown>) =>
    fetch(`${f.gateway.urls.controlPlane}/_local/faults`, {
      method: 'POST',
      body: JSON.stringify(fault),
    });

  it('fails GenerateClientCertificate as armed, then generates again', async () => {
    const armed = await arm({
      operation: 'POST /clientcertificates',
      times: 2,
      status: 429,
      type: 'TooManyRequestsException',
    });
    expect(armed.status).toBe(201);
    const generate = () => f.client.send(new GenerateClientCertificateCommand({}));
    for (let i = 0; i < 2; i++) {
      expect(await rejection(generate())).toMatchObject({
        name: 'TooManyRequestsException',
        status: 429,
      });
    }
    expect((await generate()).clientCertificateId).toMatch(/^[a-z0-9]{6}$/);
  });

  it('fails Get and Delete of one certificate only when the fault names its path', async () => {
    const a = await f.client.send(new GenerateClientCertificateCommand({}));
    const b = await f.client.send(new GenerateClientCertificateCommand({}));
    await arm({
      operation: 'GET /clientcertificates/{clientCertificateId}',
      path: `/clientcertificates/${b.clientCertificateId}`,
    });
    const getA = new GetClientCertificateCommand({ clientCertificateId: a.clientCertificateId });
    const getB = new GetClientCertificateCommand({ clientCertificateId: b.clientCertificateId });
    expect((await f.client.send(getA)).clientCertificateId).toBe(a.clientCertificateId);
    expect(await rejection(f.client.send(getB))).toMatchObject({ status: 500 });
    expect((await f.client.send(getB)).clientCertificateId).toBe(b.clientCertificateId);

    await arm({
      operation: 'DELETE /clientcertificates/{clientCertificateId}',
      status: 409,
      type: 'ConflictException',
      message: 'busy',
    });
    const del = new DeleteClientCertificateCommand({ clientCertificateId: a.clientCertificateId });
    expect(await rejection(f.client.send(del))).toEqual({
      name: 'ConflictException',
      message: 'busy',
      status: 409,
    });
    await f.client.send(del);
    expect(await rejection(f.client.send(getA))).toEqual(notFound);
  });

  it('fails GetClientCertificates as armed', async () => {
    await arm({ operation: 'GET /clientcertificates', status: 400, type: 'BadRequestException' });
    expect(await rejection(f.client.send(new GetClientCertificatesCommand({})))).toMatchObject({
      name: 'BadRequestException',
      status: 400,
    });
    expect((await f.client.send(new GetClientCertificatesCommand({}))).items).toBeDefined();
  });
});

describe('client certificates: persistence', () => {
  it('keeps certificates in dataDir across restarts, deletions included', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-certs-'));
    try {
      const first = await startFixtureGateway({ dataDir });
      const kept = await first.client.send(
        new GenerateClientCertificateCommand({ description: 'kept', tags: { k: 'v' } }),
      );
      const gone = await first.client.send(new GenerateClientCertificateCommand({}));
      await first.client.send(
        new DeleteClientCertificateCommand({ clientCertificateId: gone.clientCertificateId }),
      );
      await first.gateway.close();

      const second = await startFixtureGateway({ dataDir });
      try {
        const { clientCertificateId } = kept;
        const again = await second.client.send(
          new GetClientCertificateCommand({ clientCertificateId }),
        );
        const { $metadata: _kept, ...before } = kept;
        const { $metadata: _again, ...after } = again;
        expect(after).toEqual(before);
        const all = await second.client.send(new GetClientCertificatesCommand({}));
        expect(all.items?.map((c) => c.clientCertificateId)).toEqual([clientCertificateId]);
      } finally {
        await second.gateway.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts from a state file written before client certificates existed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gateway-certs-'));
    try {
      const old = { version: 1, keys: { keys: [], planKeys: {} }, usage: {} };
      writeFileSync(join(dataDir, 'local-gateway.json'), JSON.stringify(old));
      const g = await startFixtureGateway({ dataDir });
      try {
        const all = await g.client.send(new GetClientCertificatesCommand({}));
        expect(all.items).toEqual([]);
      } finally {
        await g.gateway.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
