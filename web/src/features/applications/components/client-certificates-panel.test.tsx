import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { anApplication } from '../../../testing/application-fixtures';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { aCertificate, samplePem } from '../testing/credentials-fixtures';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.restoreAllMocks());

const app = anApplication();
const base = `/applications/${app.applicationId}`;
const otherApps = aCertificate({
  certificateId: 'othercert1',
  applicationId: '3f1c2a9e-0000-4000-8000-000000000002',
  applicationName: 'other-app',
});

function openDetails(answers: Record<string, unknown>) {
  mockApi({
    [base]: { item: app, subscriptions: [] },
    [`${base}/client-credentials`]: { item: null },
    ...answers,
  });
  return renderRoute(
    `/application/appdetails?applicationId=${app.applicationId}`,
    fakeAuth(developer),
  );
}

const panel = () => screen.getByRole('region', { name: 'Client certificates' });

describe('client certificates panel', () => {
  it('lists only this application’s certificates', async () => {
    openDetails({
      '/keys': { category: 'certificate', certificates: [aCertificate(), otherApps] },
    });
    const table = await screen.findByRole('table', {
      name: 'Client certificates of this application',
    });
    const row = within(table).getByRole('row', { name: /abc123cert/ });
    for (const text of ['Backend', '21 Nov 2026', '21 Nov 2027']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(within(table).queryByText('othercert1')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Generate certificate' })).toBeEnabled();
  });

  it('generates one and shows its PEM once, to download or copy', async () => {
    let certificates = [otherApps];
    const bodies: unknown[] = [];
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = openDetails({
      '/keys': () => ({ category: 'certificate', certificates }),
      [`${base}/certificates`]: (request: MockRequest) => {
        bodies.push(request.body);
        const item = aCertificate({ certificateId: 'newcert9', description: 'Gateway' });
        certificates = [...certificates, item];
        return { item, pemEncodedCertificate: samplePem, message: 'Generated' };
      },
    });
    const section = await screen.findByRole('region', { name: 'Client certificates' });
    expect(await within(section).findByText('No client certificates yet.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Generate certificate' }));
    const form = await screen.findByRole('dialog', { name: 'Generate certificate' });
    await user.type(within(form).getByLabelText('Description (optional)'), 'x'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    expect(await within(form).findByText('Maximum limit exceed')).toBeVisible();
    await user.clear(within(form).getByLabelText('Description (optional)'));
    await user.type(within(form).getByLabelText('Description (optional)'), ' Gateway ');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));

    const shown = await screen.findByRole('dialog', { name: 'Certificate generated' });
    expect(shown).toHaveTextContent('This is the only time the certificate is shown.');
    expect(within(shown).getByText(/BEGIN CERTIFICATE/)).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Download PEM' }));
    expect(createObjectURL).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('newcert9.pem');
    await user.click(within(shown).getByRole('button', { name: 'Copy Certificate (PEM)' }));
    expect(await navigator.clipboard.readText()).toBe(samplePem);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(/BEGIN CERTIFICATE/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ description: 'Gateway' }]);
    expect(await within(panel()).findByText('newcert9')).toBeVisible();
  });

  it('disables Generate with the reason when the application has 2', async () => {
    openDetails({
      '/keys': {
        category: 'certificate',
        certificates: [aCertificate(), aCertificate({ certificateId: 'second2' }), otherApps],
      },
    });
    const section = await screen.findByRole('region', { name: 'Client certificates' });
    const generate = await within(section).findByRole('button', { name: 'Generate certificate' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      'An application holds at most 2 certificates. Revoke one to generate another.',
    );
  });

  it('revokes one after confirmation', async () => {
    let certificates = [aCertificate()];
    const methods: string[] = [];
    const { user } = openDetails({
      '/keys': () => ({ category: 'certificate', certificates }),
      [`${base}/certificates/abc123cert`]: (request: MockRequest) => {
        methods.push(request.method);
        certificates = [];
        return { message: 'Revoked' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke certificate abc123cert' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke certificate' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(panel()).findByText('No client certificates yet.')).toBeVisible();
    expect(methods).toEqual(['DELETE']);
  });
});
