import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../../shared/api/account-operations';
import { getServiceDetail, listCategories } from '../../../shared/api/catalogue-operations';
import { getTryOutToken } from '../../../shared/api/docs-operations';
import { mockApi } from '../testing/mock-api';
import { callOperation, configureApiClient, resetApiClientSession } from './api-client';
import { ApiError } from './api-error';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
});

const me = { sub: 'u1', email: 'dev@partner.example', groups: ['common-user'], isAdmin: false };

describe('api client', () => {
  it('builds the URL on apiUrl with encoded parameters, without a token for public calls', async () => {
    const fetchMock = mockApi({
      '/catalogue/categories/Parking Management/services/lot-finder': {
        status: 404,
        body: { code: 'NotFound', message: 'Service lot-finder not found' },
      },
    });
    const getIdToken = vi.fn(async () => 'token');
    configureApiClient({ getIdToken });
    await expect(
      callOperation(getServiceDetail, {
        params: { category: 'Parking Management', service: 'lot-finder' },
      }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NotFound',
      message: 'Service lot-finder not found',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe(
      'http://api.test/catalogue/categories/Parking%20Management/services/lot-finder',
    );
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('authorization');
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('adds the ID token to user calls and parses the answer', async () => {
    const fetchMock = mockApi({ '/users/me': me });
    configureApiClient({ getIdToken: async () => 'id-token' });
    await expect(callOperation(getCurrentUser)).resolves.toEqual(me);
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'id-token' });
  });

  it('refuses a user call without a session, before calling', async () => {
    const fetchMock = mockApi({ '/users/me': me });
    configureApiClient({ getIdToken: async () => undefined });
    await expect(callOperation(getCurrentUser)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not fit the response schema', async () => {
    mockApi({ '/catalogue/categories': { items: [{ name: 'Customer' }] } });
    const error = await callOperation(listCategories).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'InvalidResponse', message: 'Error in getting data' });
  });

  it('turns a network failure into an ApiError', async () => {
    mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callOperation(listCategories)).rejects.toMatchObject({
      status: 0,
      code: 'NetworkError',
    });
  });

  it('validates parameters before calling', async () => {
    const fetchMock = mockApi({});
    await expect(
      callOperation(getServiceDetail, { params: { category: ' ', service: 'x' } }),
    ).rejects.toMatchObject({ status: 400, code: 'Invalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends extra headers such as the access token', async () => {
    const fetchMock = mockApi({ '/users/me': me });
    configureApiClient({ getIdToken: async () => 'id-token' });
    await callOperation(getCurrentUser, { headers: { 'x-access-token': 'access' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.headers).toMatchObject({ 'x-access-token': 'access', authorization: 'id-token' });
  });

  it('reports a 401 to a call that carried the token (session expired or revoked)', async () => {
    mockApi({
      '/users/me': { status: 401, body: { code: 'Unauthorized', message: 'expired' } },
      '/catalogue/categories': { status: 401, body: { code: 'Unauthorized', message: 'x' } },
    });
    const onUnauthorized = vi.fn();
    configureApiClient({ getIdToken: async () => 'id-token', onUnauthorized });
    await expect(callOperation(getCurrentUser)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await expect(callOperation(listCategories)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('signs no one out for a 401 about what was sent: wrong client credentials', async () => {
    mockApi({
      '/docs/token': {
        status: 401,
        body: { code: 'InvalidCredentials', message: 'Please enter valid credentials' },
      },
      '/users/me': { status: 401, body: { message: 'Unauthorized' } },
    });
    const onUnauthorized = vi.fn();
    configureApiClient({ getIdToken: async () => 'id-token', onUnauthorized });
    await expect(
      callOperation(getTryOutToken, { body: { clientId: 'abc', clientSecret: 'typo' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Please enter valid credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The gateway's own 401 (no code) still says the token is no longer good.
    await expect(callOperation(getCurrentUser)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('asks the browser to finish a keepalive call even if the page is left', async () => {
    const fetchMock = mockApi({ '/users/me': me });
    configureApiClient({ getIdToken: async () => 'id-token' });
    await callOperation(getCurrentUser, { keepalive: true });
    await callOperation(getCurrentUser);
    const inits = fetchMock.mock.calls.map((call) => (call as unknown as [URL, RequestInit])[1]);
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });

  it('has no token until the auth provider hands over its getter', async () => {
    const fetchMock = mockApi({ '/users/me': me });
    await expect(callOperation(getCurrentUser)).rejects.toMatchObject({
      status: 401,
      message: 'Sign in to continue',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
