import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newPasswordHint } from '../../password-hint';
import { api, field, openRegister, submit } from '../testing/register-test-kit';

const follows = (later: Node, earlier: Node) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('register form layout', () => {
  it('shows the password rule under the Password field and reads it with that field', async () => {
    api();
    await openRegister();
    const password = field('Password');
    const rule = screen.getByText(newPasswordHint);

    expect(password).toHaveAccessibleDescription(newPasswordHint);
    expect(field('Email')).toHaveAccessibleDescription('');
    expect(follows(rule, password)).toBe(true);
    expect(follows(rule, screen.getByText('Confirm Password', { selector: 'label' }))).toBe(false);
  });

  it('keeps the rule with the password, apart from the e-mail error, after a refused submit', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('Email'), 'asha@acme');
    await submit(user);
    const emailError = await screen.findByText('Email is invalid');
    const passwordLabel = screen.getByText('Password', { selector: 'label' });

    expect(follows(passwordLabel, emailError)).toBe(true);
    expect(follows(screen.getByText(newPasswordHint), passwordLabel)).toBe(true);
    expect(field('Password')).toHaveAccessibleDescription(
      `${newPasswordHint} Password is required`,
    );
  });

  it('puts each hint under its field', async () => {
    api();
    await openRegister();
    const employeeId = field('Employee ID');
    const hint = 'Optional. Letters and digits, up to 15 characters.';
    expect(employeeId).toHaveAccessibleDescription(hint);
    expect(follows(screen.getByText(hint), employeeId)).toBe(true);
    const organization = screen.getByRole('combobox', { name: 'Organization' });
    expect(follows(screen.getByText(/Type at least 3 characters/), organization)).toBe(true);
  });
});
