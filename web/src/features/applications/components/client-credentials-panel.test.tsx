import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { anApplication } from '../../../testing/application-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { someCredentials } from '../testing/credentials-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));

const app = anApplication();
const base = `/applications/${app.applicationId}`;
const credentialsPath = `${base}/client-credentials`;

function openDetails(answers: Record<string, unknown>) {
  mockApi({
    [base]: { item: app, subscriptions: [] },
    '/keys': { category: 'certificate', certificates: [] },
    ...answers,
  });
  return renderRoute(
    `/application/appdetails?applicationId=${app.applicationId}`,
    fakeAuth(developer),
  );
}

const panel = () => screen.getByRole('region', { name: 'Client credentials' });

describe('client credentials panel', () => {
  it('explains them, creates them and shows the secret once', async () => {
    let item: ReturnType<typeof someCredentials> | null = null;
    const methods: string[] = [];
    const { user } = openDetails({
      [credentialsPath]: (request: MockRequest) => {
        methods.push(request.method);
        if (request.method === 'GET') return { item };
        item = someCredentials();
        return { item, clientSecret: 'top-secret-value-1', message: 'Created' };
      },
    });
    const empty = await screen.findByRole('region', { name: 'No client credentials yet' });
    expect(empty).toHaveTextContent('marque-products/try-out');
    expect(empty).toHaveTextContent('valid for 60 minutes');

    await user.click(within(empty).getByRole('button', { name: 'Create client credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client credentials created' });
    expect(dialog).toHaveTextContent(
      'This is the only time the secret is shown. Copy it now and keep it safe.',
    );
    expect(within(dialog).getByText('4a7client0id0example')).toBeVisible();
    expect(within(dialog).getByText('top-secret-value-1')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Client secret' }));
    expect(await navigator.clipboard.readText()).toBe('top-secret-value-1');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('top-secret-value-1')).not.toBeInTheDocument();
    expect(within(panel()).getByText('4a7client0id0example')).toBeVisible();
    expect(panel()).toHaveTextContent('marque-products/try-out');
    expect(methods).toEqual(['GET', 'POST']);
  });

  it('rotates the secret after confirmation and says until when the previous one works', async () => {
    const { user } = openDetails({
      [credentialsPath]: { item: someCredentials() },
      [`${credentialsPath}/rotation`]: {
        item: someCredentials({
          secretCreatedAt: '2026-11-23T09:00:00.000Z',
          previousSecretExpiresAt: '2026-11-24T09:00:00.000Z',
        }),
        clientSecret: 'rotated-secret-2',
        message: 'Rotated',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate secret' });
    expect(confirm).toHaveTextContent('The previous secret keeps working for 24 hours');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    const dialog = await screen.findByRole('dialog', { name: 'New client secret' });
    expect(within(dialog).getByText('rotated-secret-2')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('rotated-secret-2')).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent('Previous secret works until 24 Nov 2026, 09:00 UTC');
  });

  it('shows the server’s refusal of a rotation as an error toast', async () => {
    const { user } = openDetails({
      [credentialsPath]: { item: someCredentials() },
      [`${credentialsPath}/rotation`]: {
        status: 409,
        body: { code: 'Conflict', message: 'The previous secret is still in its overlap window' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate secret' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    expect(
      await screen.findByText('The previous secret is still in its overlap window'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes them after confirmation', async () => {
    let item: ReturnType<typeof someCredentials> | null = someCredentials();
    const { user } = openDetails({
      [credentialsPath]: (request: MockRequest) => {
        if (request.method === 'DELETE') {
          item = null;
          return { message: 'Deleted' };
        }
        return { item };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete client credentials' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete client credentials' });
    expect(confirm).toHaveTextContent('stop working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Delete client credentials' }));
    expect(await screen.findByRole('region', { name: 'No client credentials yet' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
