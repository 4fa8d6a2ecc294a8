import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../../shared/api/account-operations';
import { messages } from '../../../../../shared/messages';
import { configureApiClient } from '../../../lib/api-client';
import { developer, fakeAuth } from '../../../testing/fake-auth';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

beforeEach(() => configureApiClient({ getIdToken: async () => 'id-token' }));
afterEach(() => vi.unstubAllGlobals());

const stored: Profile = {
  email: 'dev@partner.example',
  firstName: 'Asha',
  lastName: 'Verma',
  mobileNumber: '9876543210',
  organization: 'ACME MOTORS',
  employeeId: 'EMP42',
  passwordChangedAt: '2026-10-01T09:30:00.000Z',
  passwordExpiryDate: '2026-11-30T09:30:00.000Z',
};

async function openProfile() {
  const view = renderRoute('/myProfile', fakeAuth(developer));
  await screen.findByRole('heading', { name: 'Your details' });
  return view;
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('profile page', () => {
  it('shows the stored details and the password advice', async () => {
    mockApi({ '/users/me/profile': stored });
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(detail('First Name')).toHaveTextContent('Asha');
    expect(detail('Last Name')).toHaveTextContent('Verma');
    expect(detail('Email')).toHaveTextContent('dev@partner.example');
    expect(detail('Mobile Number')).toHaveTextContent('+91 9876543210');
    expect(detail('Organization')).toHaveTextContent('ACME MOTORS');
    expect(detail('Employee ID')).toHaveTextContent('EMP42');

    const password = screen.getByRole('region', { name: 'Password' });
    expect(within(password).getByText('1 October 2026')).toBeVisible();
    expect(within(password).getByText('30 November 2026')).toBeVisible();
    expect(
      within(password).getByText('We recommend changing your password every 60 days.'),
    ).toBeVisible();
    expect(within(password).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/changePassword',
    );
  });

  it('says the employee id is not recorded when the account has none', async () => {
    const { employeeId: _none, ...withoutId } = stored;
    mockApi({ '/users/me/profile': withoutId });
    await openProfile();
    expect(detail('Employee ID')).toHaveTextContent('Not recorded');
  });

  it('edits the names and mobile number with the contract rules, then confirms', async () => {
    const fetchMock = mockApi({ '/users/me/profile': stored });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));

    const form = screen.getByRole('form', { name: 'Edit your details' });
    expect(within(form).getByLabelText('First Name')).toHaveValue('Asha');
    // E-mail and organization are shown, not editable.
    expect(within(form).queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    expect(within(form).getByText('ACME MOTORS')).toBeVisible();

    const firstName = within(form).getByLabelText('First Name');
    const mobile = within(form).getByLabelText('Mobile Number');
    await user.clear(firstName);
    await user.clear(mobile);
    await user.type(mobile, '4876543210');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('First Name is required')).toBeVisible();
    expect(within(form).getByText('Please enter a valid mobile number')).toBeVisible();
    await user.type(firstName, 'Asha2');
    expect(await within(form).findByText('Allowed only alphabet')).toBeVisible();

    await user.clear(firstName);
    await user.type(firstName, 'Ashwini');
    await user.clear(mobile);
    await user.type(mobile, '9123456780');
    mockApi({
      '/users/me/profile': { ...stored, firstName: 'Ashwini', mobileNumber: '9123456780' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    expect(detail('First Name')).toHaveTextContent('Ashwini');
    expect(detail('Mobile Number')).toHaveTextContent('+91 9123456780');
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    // The first mock served only the GET.
    expect(callsTo(fetchMock, '/users/me/profile')).toHaveLength(1);

    const patch = callsTo(vi.mocked(fetch), '/users/me/profile')[0]!;
    expect(patch[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(patch[1]?.body))).toEqual({
      firstName: 'Ashwini',
      lastName: 'Verma',
      mobileNumber: '9123456780',
    });
  });

  it('keeps the stored details on Cancel', async () => {
    mockApi({ '/users/me/profile': stored });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    await user.type(screen.getByLabelText('Last Name'), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('Last Name')).toHaveTextContent(/^Verma$/);
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
  });

  it("shows the server's message when saving is refused", async () => {
    mockApi({ '/users/me/profile': stored });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    mockApi({
      '/users/me/profile': {
        status: 400,
        body: { code: 'Invalid', message: 'Mobile number already in use' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number already in use');
  });

  it('says so when the profile cannot be loaded', async () => {
    mockApi({ '/users/me/profile': { status: 500, body: { code: 'Boom', message: 'boom' } } });
    renderRoute('/myProfile', fakeAuth(developer));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: messages.dataCallFailed })).toBeVisible();
  });
});
