import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '../../../../../shared/schemas/field-messages';
import { api, field, openRegister, submit } from '../register/testing/register-test-kit';
import { pageCalls } from '../../../testing/mock-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('register page', () => {
  it('shows the form in the two-panel screen with the +91 prefix', async () => {
    api();
    await openRegister();
    expect(
      screen.getByRole('heading', { name: 'Welcome to the Marque API Marketplace' }),
    ).toBeVisible();
    expect(screen.getByText('+91')).toBeVisible();
    expect(field('Mobile Number')).toHaveAccessibleDescription(/\+91/);
    expect(screen.getAllByRole('checkbox', { name: /^(?!I have)/ })).toHaveLength(8);
  });

  it('shows every required message on an empty submit, linked to its field', async () => {
    const fetchMock = api();
    const { user } = await openRegister();
    await submit(user);
    expect(await screen.findByText('First Name is required')).toBeVisible();
    for (const message of [
      'Last Name is required',
      'Mobile Number is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
      'Organization is required',
      'Category is required',
      'Consent is required',
      'Please enter the Captcha',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    // Employee ID is optional: left empty, it is not refused.
    expect(screen.queryByText('Employee ID is required')).not.toBeInTheDocument();
    expect(field('Employee ID')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Categories requested' })).toHaveAccessibleDescription(
      /Category is required/,
    );
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    // Only the captcha's picture and the categories were asked for: nothing was sent.
    expect(pageCalls(fetchMock).map((url) => url.pathname)).toEqual(
      expect.arrayContaining(['/auth/captcha', '/catalogue/categories']),
    );
    expect(pageCalls(fetchMock)).toHaveLength(2);
  });

  it('says which categories are open to every partner instead of awaiting approval', async () => {
    api();
    await openRegister();
    const categories = screen.getByRole('group', { name: 'Categories requested' });
    expect(
      await within(categories).findByText('Open to every partner, no approval needed'),
    ).toBeVisible();
    expect(
      within(categories).getByRole('checkbox', { name: 'General' }),
    ).toHaveAccessibleDescription('Open to every partner, no approval needed');
    expect(within(categories).getByRole('checkbox', { name: 'OCR' })).toHaveAccessibleDescription(
      '',
    );
    expect(categories).toHaveAccessibleDescription(
      'Choose the API categories your organization needs access to. An administrator approves access to each, except those open to every partner.',
    );
  });

  it('refuses names with digits and a bad e-mail', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('First Name'), 'Asha1');
    await user.type(field('Last Name'), 'V3rma');
    await user.type(field('Email'), 'asha@acme');
    await user.type(field('Employee ID'), 'EMP-42');
    await submit(user);
    expect(await screen.findAllByText(fieldMessages.onlyAlphabet)).toHaveLength(2);
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('Employee ID is invalid')).toBeVisible();
  });

  it('explains the password rule and a mismatch', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('Password'), 'secret 12');
    await user.type(field('Confirm Password'), 'Secret#124');
    await submit(user);
    expect(await screen.findByText(fieldMessages.passwordRule)).toBeVisible();
    expect(fieldMessages.passwordRule).toBe(
      'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters',
    );
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Secret#123');
    expect(await screen.findByText('Password and Confirm Password does not match')).toBeVisible();
    expect(field('Confirm Password')).toHaveAccessibleDescription(
      'Password and Confirm Password does not match',
    );
  });

  it('checks the mobile number: digits from 5, then exactly 10', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('Mobile Number'), '1234567890');
    await submit(user);
    expect(await screen.findByText('Please enter a valid mobile number')).toBeVisible();
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '98765');
    expect(await screen.findByText('Mobile number should be of 10 digit')).toBeVisible();
  });

  it('shows and hides the passwords', async () => {
    api();
    const { user } = await openRegister();
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it('opens the Terms Of Use pop-up with its 12 clauses', async () => {
    api();
    const { user } = await openRegister();
    const opener = screen.getByRole('button', { name: 'Terms Of Use' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Terms Of Use' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).getByRole('button', { name: 'Close Terms Of Use' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens the Access Condition pop-up with the password rules', async () => {
    api();
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Access Condition' }));
    const dialog = screen.getByRole('dialog', { name: 'Access Condition' });
    expect(within(dialog).getByText('Between 8 and 20 characters long')).toBeVisible();
    expect(within(dialog).getByText('No spaces or other whitespace')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
