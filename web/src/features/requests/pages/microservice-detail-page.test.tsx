import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientSession } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { productionRequest, uniqueId } from '../testing/production-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientSession();
  toast.dismiss();
});

const visit = (id = uniqueId) => renderRoute(`/microservicedetail?id=${id}`, fakeAuth(developer));
const approved = productionRequest({
  status: 'Approved',
  admin: 'admin@marque.example',
  prodKey: { apiKeyId: 'pk1', maskedKey: '****wxyz' },
});

describe('/microservicedetail', () => {
  it('shows every field of the request', async () => {
    mockApi({ [`/requests/production/${uniqueId}`]: productionRequest() });
    visit();
    expect(await screen.findByText('Fleet tracking')).toBeVisible();
    for (const text of [
      'fleet-app',
      'vehicle-status',
      'Standard',
      '9:00 AM to 6:00 PM',
      'about 1 million',
      'fleet-team@partner.example',
      'ASHA RAO',
      'ACME MOTORS',
      'Fleet',
      uniqueId,
    ]) {
      expect(screen.getAllByText(text)[0]).toBeVisible();
    }
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reveal production key' })).toBeNull();
  });

  it('reveals the prod key once with the e-mailed code; a wrong code says so', async () => {
    const codes: unknown[] = [];
    mockApi({
      [`/requests/production/${uniqueId}`]: approved,
      [`/requests/production/${uniqueId}/key-code`]: { message: 'Code sent' },
      [`/requests/production/${uniqueId}/key`]: ({ body }: MockRequest) => {
        codes.push(body);
        return (body as { code: string }).code === '123456'
          ? { apiKeyId: 'pk1', value: 'prod-key-value-0001' }
          : { status: 400, body: { code: 'WrongCode', message: 'Wrong otp entered !!!' } };
      },
    });
    const { user } = visit();
    expect(await screen.findByLabelText('Production key, masked')).toHaveTextContent('****wxyz');
    await user.click(screen.getByRole('button', { name: 'Reveal production key' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(code).toHaveAccessibleDescription('Please enter 6 digit OTP');
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(await screen.findByText('Wrong otp entered !!!')).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(await screen.findByLabelText('Production key value')).toHaveTextContent(
      'prod-key-value-0001',
    );
    expect(screen.getByRole('button', { name: 'Copy production key' })).toBeVisible();
    expect(codes).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('says when the request does not exist', async () => {
    mockApi({});
    visit();
    expect(await screen.findByRole('heading', { name: 'No such request' })).toBeVisible();
  });

  it('says when the link names no request', async () => {
    mockApi({});
    visit('not-an-id');
    const heading = await screen.findByRole('heading', { name: 'No such request' });
    expect(
      within(heading.parentElement!).getByText('The link does not name a request.'),
    ).toBeVisible();
  });
});
