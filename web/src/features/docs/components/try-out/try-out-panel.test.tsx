import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productApiKeyMessages } from '../../../../../../shared/messages';
import type { TryOutBody, TryOutResponse } from '../../../../../../shared/api/docs-operations';
import { aSubscription } from '../../../../testing/application-fixtures';
import type { MockRequest } from '../../../../testing/mock-api';
import { anOperation } from './testing/try-out-fixtures';
import { renderTryOut } from './testing/render-try-out';

const fleet = aSubscription();
const logistics = aSubscription({
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'logistics-app',
  tier: 'Premium',
});
const keys = {
  category: 'apiKey',
  apiKeys: [
    fleet,
    logistics,
    aSubscription({ service: 'other-service', applicationName: 'other-app' }),
    aSubscription({ stage: 'prod', applicationName: 'prod-app' }),
  ],
};

/** The relay's 200 answer (wrapped: mockApi reads a bare `{ status, body }` as the HTTP answer). */
function answer(overrides: Partial<TryOutResponse> = {}) {
  return { status: 200, body: relayed(overrides) };
}

function relayed(overrides: Partial<TryOutResponse> = {}): TryOutResponse {
  return {
    status: 200,
    statusText: 'OK',
    durationMs: 87.4,
    sizeBytes: 2048,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' },
    body: '{"vin":"MA3ABC","status":"parked"}',
    bodyEncoding: 'text',
    ...overrides,
  };
}

async function fillAndSend(user: ReturnType<typeof renderTryOut>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'vin' }), 'MA3/ABC 1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'units' }), 'km');
  await user.type(screen.getByRole('textbox', { name: 'x-dealer-code' }), 'D42');
  await screen.findByRole('option', { name: 'logistics-app · Premium' });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Subscription key' }),
    'logistics-app · Premium',
  );
  await user.type(screen.getByRole('textbox', { name: 'Access token' }), 'tok-123');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('try-out panel', () => {
  it("renders the operation's parameters with required marks, examples and enums", async () => {
    renderTryOut(anOperation(), { '/keys': keys });
    const vin = screen.getByRole('textbox', { name: 'vin' });
    expect(vin).toHaveAttribute('placeholder', 'MA3ABC');
    expect(vin).toHaveAttribute('aria-required', 'true');
    expect(vin.closest('.field')).toHaveTextContent('vin *');
    expect(screen.getByRole('textbox', { name: 'x-dealer-code' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'limit' })).not.toHaveAttribute('aria-required');
    const units = screen.getByRole('combobox', { name: 'units' });
    expect(
      within(units)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'km', 'mi']);
    expect(screen.getByRole('group', { name: 'Path parameters' })).toContainElement(vin);
    const body = screen.getByRole('textbox', { name: /Request body/ });
    expect(JSON.parse((body as HTMLTextAreaElement).value)).toEqual({
      status: 'parked',
      odometer: 1200,
    });
    expect((body as HTMLTextAreaElement).value).toContain('\n  "status": "parked"');
    // Only this service's sandbox subscriptions, the first chosen.
    const select = screen.getByRole('combobox', { name: 'Subscription key' });
    await screen.findByRole('option', { name: 'fleet-app · Basic' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['fleet-app · Basic', 'logistics-app · Premium']);
    await waitFor(() => expect(select).toHaveValue(`${fleet.applicationId}/${fleet.id}`));
    expect(screen.getByRole('button', { name: 'Generate token' })).toBeVisible();
  });

  it('checks the cheap rules before sending', async () => {
    const { user, fetchMock } = renderTryOut(anOperation(), { '/keys': keys });
    await user.type(screen.getByRole('textbox', { name: 'vin' }), 'X'.repeat(18));
    await user.type(screen.getByRole('textbox', { name: 'x-dealer-code' }), 'nope');
    await user.type(screen.getByRole('textbox', { name: 'limit' }), '51');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Maximum limit exceed')).toBeVisible();
    expect(screen.getByText('Must match ^D[0-9]+$')).toBeVisible();
    expect(screen.getByText('At most 50')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/docs/try-out'))).toBe(false);
  });

  it('sends the filled-in request and shows the live response', async () => {
    const sent: TryOutBody[] = [];
    const { user } = renderTryOut(anOperation(), {
      '/keys': keys,
      '/docs/try-out': (request: MockRequest) => {
        sent.push(request.body as TryOutBody);
        return answer();
      },
    });
    await fillAndSend(user);

    expect(await screen.findByText('200 OK')).toHaveClass('try-out__status--ok');
    expect(sent).toEqual([
      {
        apiId: 'abc123',
        stage: 'sandbox',
        method: 'POST',
        path: '/v1/vehicles/MA3%2FABC%201/status',
        query: { units: 'km' },
        headers: { 'x-dealer-code': 'D42' },
        body: JSON.stringify({ status: 'parked', odometer: 1200 }, null, 2),
        bodyEncoding: 'text',
        contentType: 'application/json',
        subscription: {
          applicationId: logistics.applicationId,
          service: 'vehicle-status',
          stage: 'sandbox',
        },
        token: 'tok-123',
      },
    ]);
    const live = screen.getByRole('region', { name: 'Live response' });
    expect(within(live).getByText('87 ms')).toBeVisible();
    expect(within(live).getByText('2.0 KB')).toBeVisible();
    expect(within(live).getByTestId('response-body')).toHaveTextContent(
      '{ "vin": "MA3ABC", "status": "parked" }',
    );
    expect(within(live).getByTestId('response-body').textContent).toContain('\n  "vin"');
    expect(live.querySelector('[aria-live="polite"]')).not.toBeNull();
    await user.click(within(live).getByText('Response headers (2)'));
    expect(within(live).getByText('req-1')).toBeVisible();
  });

  it('shows a spinner while the call runs', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => undefined;
    const { user } = renderTryOut(anOperation(), {
      '/keys': keys,
      '/docs/try-out': () =>
        new Promise<ReturnType<typeof answer>>((resolve) => (release = resolve)),
    });
    await fillAndSend(user);
    expect(await screen.findByText('Sending…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    release(answer({ status: 404, statusText: 'Not Found', body: 'missing' }));
    expect(await screen.findByText('404 Not Found')).toHaveClass('try-out__status--error');
    expect(screen.getByTestId('response-body')).toHaveTextContent('missing');
  });

  it.each([
    [401, 'token invalid, generate again'],
    [403, 'not subscribed, go to API Products and subscribe'],
  ])('warns on a %i from the product API', async (status, text) => {
    const { user } = renderTryOut(anOperation(), {
      '/keys': keys,
      '/docs/try-out': answer({ status, statusText: 'Refused', body: '{"message":"no"}' }),
    });
    await fillAndSend(user);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByText(`${status} Refused`)).toHaveClass('try-out__status--error');
  });

  it('on a customerToken operation asks for the customer access token, sends it, warns on the 401 and shows what the gateway says', async () => {
    const sent: TryOutBody[] = [];
    const { user } = renderTryOut(anOperation({ authorizerType: 'customerToken' }), {
      '/keys': keys,
      '/docs/try-out': (request: MockRequest) => {
        sent.push(request.body as TryOutBody);
        return answer({
          status: 401,
          statusText: 'Unauthorized',
          body: JSON.stringify({ message: productApiKeyMessages.missingKeyOrToken }),
        });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Customer access token' });
    expect(field).toHaveAccessibleDescription(
      'Sent as Authorization: Bearer; from customer sign-in, valid for 1 hour.',
    );
    // Generate token makes a try-out token, which this operation refuses.
    expect(screen.queryByRole('button', { name: 'Generate token' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'vin' }), 'MA3ABC');
    await user.type(screen.getByRole('textbox', { name: 'x-dealer-code' }), 'D42');
    await screen.findByRole('option', { name: 'logistics-app · Premium' });
    await user.type(field, 'customer-tok');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const warning = await screen.findByText('token invalid, generate again');
    expect(warning.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    expect(sent[0]?.token).toBe('customer-tok');
    expect(screen.getByTestId('response-body')).toHaveTextContent(
      "Missing API key or access token: send your application's key in the x-api-key header and, where the operation needs one, a valid access token in the Authorization header.",
    );
  });

  it('sends no token field on an operation that takes the key alone', async () => {
    renderTryOut(anOperation({ authorizerType: 'apiKey' }), { '/keys': keys });
    await screen.findByRole('textbox', { name: 'vin' });
    expect(screen.queryByRole('textbox', { name: /access token/i })).toBeNull();
  });

  it("says 'Error' and 'Error in getting data' when the product API gave no answer", async () => {
    const { user } = renderTryOut(anOperation(), {
      '/keys': keys,
      '/docs/try-out': answer({ status: 0, statusText: 'Timeout', body: '', sizeBytes: 0 }),
    });
    await fillAndSend(user);
    const live = screen.getByRole('region', { name: 'Live response' });
    expect(await within(live).findByText('Error')).toHaveClass('try-out__status--error');
    expect(within(live).getByText('Error in getting data')).toBeVisible();
  });

  it('offers a download for a binary body', async () => {
    const { user } = renderTryOut(anOperation(), {
      '/keys': keys,
      '/docs/try-out': answer({
        headers: { 'content-type': 'application/pdf' },
        body: 'JVBERi0=',
        bodyEncoding: 'base64',
        sizeBytes: 5,
      }),
    });
    await fillAndSend(user);
    const link = await screen.findByRole('link', { name: 'Download the response' });
    expect(link).toHaveAttribute('download', 'response.pdf');
    expect(link).toHaveAttribute('href', 'data:application/octet-stream;base64,JVBERi0=');
    expect(screen.getByText(/Binary body \(5 B, application\/pdf\)/)).toBeVisible();
  });

  it('links to the service page when the user has no subscription to it', async () => {
    renderTryOut(anOperation(), { '/keys': { category: 'apiKey', apiKeys: [] } });
    const link = await screen.findByRole('link', { name: 'Subscribe on the service page' });
    expect(link).toHaveAttribute('href', '/apis/servicesdetail/Customer/vehicle-status');
  });
});
