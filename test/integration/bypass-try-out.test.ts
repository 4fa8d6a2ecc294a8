import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TryOutBody, TryOutResponse } from '../../shared/api/docs-operations';
import { relayCall } from '../../lambdas/try-out/relay';
import { cloudPortal } from '../support/cloud-portal';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

/**
 * The try-out relay asked to reach somewhere else than the maker's APIs: outside hosts,
 * the instance metadata address, loopback and private networks, in the forms URL parsers read
 * as addresses. The host comes only from the deployment's settings, so each is refused with a
 * message that says why, or never leaves the catalogue API's own host.
 */
let owner: SubscribedPartner;
let admin: string;
/** A GET operation of the owner's subscribed service, parameters filled in. */
let getPath: string;

const tryOut = (body: Partial<TryOutBody>) =>
  portalApi<TryOutResponse & { message?: string; fields?: Record<string, string> }>(
    'POST',
    '/docs/try-out',
    owner.token,
    { ...ownCall(), ...body },
  );

const ownCall = (): TryOutBody => ({
  apiId: owner.subscription.apiId,
  stage: 'sandbox',
  method: 'GET',
  path: getPath,
  subscription: { applicationId: owner.applicationId, service: owner.service, stage: 'sandbox' },
});

beforeAll(async () => {
  admin = await adminToken();
  owner = await subscribedPartner('bypass-tryout', admin);
  const detail = await portalApi<{ apis: { method: string; path: string }[] }>(
    'GET',
    `/catalogue/categories/General/services/${owner.service}`,
    owner.token,
  );
  const get = detail.body.apis.find((api) => api.method === 'GET');
  getPath = (get?.path ?? '').replace(/\{[^}]+\}/g, 'TEST1234');
});

afterAll(async () => {
  await owner?.signOut();
  if (admin) await signOutOfPortal(cloudPortal(), admin);
});

describe('try-out refuses every host but the catalogue API’s own', () => {
  it.each([
    '169.254.169.254',
    '127.0.0.1',
    '10.0.0.8',
    '[::1]',
    'evil.example.com',
    'localhost:80',
  ])('refuses apiId %s: not an API id (400)', async (apiId) => {
    const { status, body } = await tryOut({ apiId });
    expect(status).toBe(400);
    expect(body.message).toBe('apiId is invalid');
  });

  it.each([
    ['169.254.169.254 as a decimal', '2852039166'],
    ['127.0.0.1 as a decimal', '2130706433'],
    ['127.0.0.1 in hex', '0x7f000001'],
    ['10.0.0.1 in octal', '012000000001'],
  ])('refuses %s as an API outside the catalogue (404)', async (_, apiId) => {
    const { status, body } = await tryOut({ apiId });
    expect(status).toBe(404);
    expect(body.message).toBe(
      `API ${apiId} is not in the catalogue: only its APIs can be tried out`,
    );
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://evil.example.com/',
    '/[::1]/admin',
    '\\\\169.254.169.254\\latest',
  ])('refuses the path %s: not a path (400)', async (path) => {
    const { status, body } = await tryOut({ path });
    expect(status).toBe(400);
    expect(body.message).toBe('Path is invalid');
  });

  it.each([
    '//169.254.169.254/latest/meta-data/',
    '/@127.0.0.1/',
    '/..%2f..%2f..%2f10.0.0.1/',
    '/%2e%2e/%2e%2e/prod/',
  ])('refuses the path %s: no operation of the service (404)', async (path) => {
    const { status, body } = await tryOut({ path });
    expect(status).toBe(404);
    expect(body.message).toMatch(/^GET .+ is not an operation of /);
  });

  it('never lets a Host or forwarding header move the call: it still reaches the catalogue API', async () => {
    const plain = await tryOut({});
    const steered = await tryOut({
      headers: {
        Host: '169.254.169.254',
        'X-Forwarded-Host': '127.0.0.1',
        Forwarded: 'host=10.0.0.1',
      },
    });
    expect(plain.status).toBe(200);
    expect(steered.status).toBe(200);
    expect(steered.body.status).toBe(plain.body.status);
    expect(steered.body.body).toBe(plain.body.body);
  });
});

describe('the relay never follows a redirect', () => {
  let privateHits = 0;
  let privateServer: Server;
  let redirecting: Server;
  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );

  beforeAll(async () => {
    privateServer = createServer((_req, res) => {
      privateHits += 1;
      res.end('instance credentials');
    });
    const privatePort = await listen(privateServer);
    // An http product API answering with a redirect to a private address.
    redirecting = createServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${privatePort}/latest/meta-data/` });
      res.end();
    });
    await listen(redirecting);
  });

  afterAll(() => {
    privateServer?.close();
    redirecting?.close();
  });

  it('answers the redirect as it is, and the private address is never called', async () => {
    const port = (redirecting.address() as AddressInfo).port;
    const answer = await relayCall({
      url: new URL(`http://127.0.0.1:${port}/sandbox/v1/thing`),
      method: 'GET',
      headers: {},
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toMatch(/\/latest\/meta-data\/$/);
    expect(answer.body).not.toContain('instance credentials');
    expect(privateHits).toBe(0);
  });
});
