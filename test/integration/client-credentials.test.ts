import { X509Certificate } from 'node:crypto';
import { APIGatewayClient, GetClientCertificateCommand } from '@aws-sdk/client-api-gateway';
import {
  CognitoIdentityProviderClient,
  GetClientTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  ClientCertificateItem,
  ClientCredentialsItem,
  KeyManagerResponse,
} from '../../shared/api/applications-credentials-operations';
import { cloudPortal } from '../support/cloud-portal';
import { sweepAt } from '../support/local-sweeper';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let owner: SubscribedPartner;
let other: SubscribedPartner;
let admin: string;
let identity: CognitoIdentityProviderClient;
let gateway: APIGatewayClient;

interface Issued {
  item: ClientCredentialsItem;
  clientSecret: string;
  message: string;
}

const credentialsPath = () => `/applications/${owner.applicationId}/client-credentials`;
const certificatesPath = () => `/applications/${owner.applicationId}/certificates`;

/** A token from the local identity, as a partner's server would ask Cognito for one. */
async function tokenFor(clientId: string, secret: string): Promise<Record<string, unknown>> {
  const out = await identity.send(
    new GetClientTokenCommand({ ClientId: clientId, Secret: secret }),
  );
  const token = out.ClientAuthenticationResult?.AccessToken ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

async function refusal(action: Promise<unknown>): Promise<string> {
  try {
    await action;
  } catch (error) {
    return error instanceof Error ? error.name : String(error);
  }
  return 'accepted';
}

async function sweep(time: Date): Promise<string[]> {
  return (await sweepAt(time)).removedSecrets;
}

beforeAll(async () => {
  admin = await adminToken();
  owner = await subscribedPartner('creds-owner', admin);
  other = await subscribedPartner('creds-other', admin);
  const { urls, identity: pool } = inject('cloud');
  identity = new CognitoIdentityProviderClient({
    endpoint: pool.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  gateway = new APIGatewayClient({
    endpoint: urls.controlPlane,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  await owner?.signOut();
  await other?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('client credentials of an application', () => {
  let first: Issued;
  let second: Issued;

  it('has none at first', async () => {
    const { status, body } = await portalApi('GET', credentialsPath(), owner.token);
    expect(status).toBe(200);
    expect(body).toEqual({ item: null });
  });

  it('creates an app client whose secret, shown once, gets try-out access tokens', async () => {
    const created = await portalApi<Issued>('POST', credentialsPath(), owner.token);
    expect(created.status).toBe(200);
    first = created.body;
    expect(first.item.scope).toBe('marque-products/try-out');
    const claims = await tokenFor(first.item.clientId, first.clientSecret);
    expect(claims).toMatchObject({
      client_id: first.item.clientId,
      token_use: 'access',
      scope: 'marque-products/try-out',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const listed = await portalApi<{ item: ClientCredentialsItem }>(
      'GET',
      credentialsPath(),
      owner.token,
    );
    expect(listed.body.item.clientId).toBe(first.item.clientId);
    expect(JSON.stringify(listed.body)).not.toContain(first.clientSecret);
  });

  it('refuses a second set for the same application', async () => {
    const again = await portalApi('POST', credentialsPath(), owner.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This application already has client credentials; rotate the secret to get a new one',
    );
  });

  it('rotates: a new secret at once, the previous one until the window ends', async () => {
    const rotated = await portalApi<Issued>('POST', `${credentialsPath()}/rotation`, owner.token);
    expect(rotated.status).toBe(200);
    second = rotated.body;
    expect(second.clientSecret).not.toBe(first.clientSecret);
    const expiresAt = second.item.previousSecretExpiresAt ?? '';
    expect(second.message).toBe(`New secret issued; the previous secret works until ${expiresAt}`);
    expect((await tokenFor(second.item.clientId, second.clientSecret)).client_id).toBe(
      first.item.clientId,
    );
    expect((await tokenFor(first.item.clientId, first.clientSecret)).client_id).toBe(
      first.item.clientId,
    );
    const again = await portalApi('POST', `${credentialsPath()}/rotation`, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`The previous secret still works until ${expiresAt}`);
  });

  it('removes the previous secret once the window is over, and only it', async () => {
    const expiresAt = new Date(second.item.previousSecretExpiresAt ?? '');
    expect(await sweep(new Date(expiresAt.getTime() - 60_000))).toEqual([]);
    expect((await sweep(expiresAt)).length).toBe(1);
    expect(await refusal(tokenFor(first.item.clientId, first.clientSecret))).toBe(
      'NotAuthorizedException',
    );
    expect((await tokenFor(second.item.clientId, second.clientSecret)).scope).toBe(
      'marque-products/try-out',
    );
    const listed = await portalApi<{ item: ClientCredentialsItem }>(
      'GET',
      credentialsPath(),
      owner.token,
    );
    expect(listed.body.item.previousSecretExpiresAt).toBeUndefined();
  });

  it('is neither visible nor changeable by another user', async () => {
    for (const [method, path] of [
      ['GET', credentialsPath()],
      ['POST', credentialsPath()],
      ['POST', `${credentialsPath()}/rotation`],
      ['DELETE', credentialsPath()],
      ['POST', certificatesPath()],
    ] as const) {
      const answer = await portalApi(method, path, other.token, method === 'POST' ? {} : undefined);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe('Application not found');
    }
    expect((await tokenFor(second.item.clientId, second.clientSecret)).client_id).toBeTruthy();
  });

  it('deletes the app client: its secret gets no token any more', async () => {
    const deleted = await portalApi('DELETE', credentialsPath(), owner.token);
    expect(deleted.status).toBe(200);
    expect(await refusal(tokenFor(second.item.clientId, second.clientSecret))).toBe(
      'ResourceNotFoundException',
    );
    expect((await portalApi('GET', credentialsPath(), owner.token)).body).toEqual({ item: null });
  });
});

describe('client certificates and the key manager', () => {
  const generated: { item: ClientCertificateItem; pemEncodedCertificate: string }[] = [];

  it('generates a prod client certificate whose PEM is a real X.509 certificate', async () => {
    const answer = await portalApi<(typeof generated)[number]>(
      'POST',
      certificatesPath(),
      owner.token,
      {
        description: 'backend mTLS',
      },
    );
    expect(answer.status).toBe(200);
    generated.push(answer.body);
    const certificate = new X509Certificate(answer.body.pemEncodedCertificate);
    expect(new Date(certificate.validTo).toISOString().slice(0, 10)).toBe(
      answer.body.item.expiresAt.slice(0, 10),
    );
    expect(answer.body.item).toMatchObject({ stage: 'prod', description: 'backend mTLS' });
  });

  it('holds at most two per application', async () => {
    const secondOne = await portalApi<(typeof generated)[number]>(
      'POST',
      certificatesPath(),
      owner.token,
      {},
    );
    expect(secondOne.status).toBe(200);
    generated.push(secondOne.body);
    const third = await portalApi('POST', certificatesPath(), owner.token, {});
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      'An application can hold 2 client certificates; revoke one before generating another',
    );
  });

  it('lists keys per category and certificates, never a PEM or a key value', async () => {
    const keys = await portalApi<KeyManagerResponse>('GET', '/keys?category=apiKey', owner.token);
    expect(keys.status).toBe(200);
    expect(keys.body.category === 'apiKey' && keys.body.apiKeys).toEqual([
      expect.objectContaining({ service: owner.service, category: 'General', stage: 'sandbox' }),
    ]);
    expect(JSON.stringify(keys.body)).not.toContain(owner.key);
    const certs = await portalApi<KeyManagerResponse>(
      'GET',
      '/keys?category=certificate',
      owner.token,
    );
    expect(certs.body.category === 'certificate' && certs.body.certificates.length).toBe(2);
    expect(JSON.stringify(certs.body)).not.toContain('BEGIN CERTIFICATE');
    const bad = await portalApi('GET', '/keys?category=secret', owner.token);
    expect(bad.status).toBe(400);
    const others = await portalApi<KeyManagerResponse>(
      'GET',
      '/keys?category=certificate',
      other.token,
    );
    expect(others.body.category === 'certificate' && others.body.certificates).toEqual([]);
  });

  it('revokes a certificate in API Gateway; another user cannot', async () => {
    const id = generated[0]!.item.certificateId;
    const path = `${certificatesPath()}/${id}`;
    expect((await portalApi('DELETE', path, other.token)).status).toBe(404);
    const revoked = await portalApi('DELETE', path, owner.token);
    expect(revoked.status).toBe(200);
    expect(
      await refusal(gateway.send(new GetClientCertificateCommand({ clientCertificateId: id }))),
    ).toBe('NotFoundException');
    expect((await portalApi('DELETE', path, owner.token)).status).toBe(404);
  });

  it('deleting the application takes its certificates and app client with it', async () => {
    const issued = await portalApi<Issued>('POST', credentialsPath(), owner.token);
    expect(issued.status).toBe(200);
    const deleted = await portalApi('DELETE', `/applications/${owner.applicationId}`, owner.token);
    expect(deleted.status).toBe(200);
    const remaining = generated[1]!.item.certificateId;
    expect(
      await refusal(
        gateway.send(new GetClientCertificateCommand({ clientCertificateId: remaining })),
      ),
    ).toBe('NotFoundException');
    expect(await refusal(tokenFor(issued.body.item.clientId, issued.body.clientSecret))).toBe(
      'ResourceNotFoundException',
    );
  });
});
