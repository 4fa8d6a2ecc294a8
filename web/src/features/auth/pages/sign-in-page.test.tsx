import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorText, type AuthErrorCode } from '../../../../../shared/auth-errors';
import type { SignInOutcome } from '../../../lib/auth/auth-context';
import { signInRefusal } from '../../../lib/auth/sign-in-refusal';
import { siteContact } from '../../../lib/site-facts';
import { developer } from '../../../testing/fake-auth';
import { fakeAuthModule, type FakeAuthModule } from '../../../testing/fake-auth-module';
import {
  captchaAnswer,
  captchaId,
  mockIdentityApi,
  renderAuthRoute,
} from '../testing/render-auth-route';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof renderAuthRoute>['user'];

async function fill(user: User, email: string, password: string, captcha = captchaAnswer) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
  if (captcha) await user.type(screen.getByLabelText('Captcha'), captcha);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** A refusal as the auth module reports it: a trigger's text inside Cognito's error. */
function refusal(code: AuthErrorCode, detail?: number): SignInOutcome {
  return signInRefusal(
    new Error(`PreAuthentication failed with error ${authErrorText(code, detail)}.`),
    'password',
  );
}

function refusing(outcome: SignInOutcome): FakeAuthModule {
  return fakeAuthModule({ signInWithPassword: vi.fn(async () => outcome) });
}

describe('sign-in form (spec §5)', () => {
  it('asks for e-mail, password and captcha', async () => {
    mockIdentityApi();
    const { user, module } = renderAuthRoute('/signIn');
    await fill(user, '', '', '');
    expect(await screen.findByText('Please enter email')).toBeVisible();
    expect(screen.getByText('Please enter password')).toBeVisible();
    expect(screen.getByText('Please enter the Captcha')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(module.signInWithPassword).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail', async () => {
    mockIdentityApi();
    const { user } = renderAuthRoute('/signIn');
    await fill(user, 'not-an-email', 'secret');
    expect(await screen.findByText('Email is invalid')).toBeVisible();
  });

  it('checks the captcha with the server on the sixth character', async () => {
    const api = mockIdentityApi();
    const { user } = renderAuthRoute('/signIn');
    const input = await screen.findByLabelText('Captcha');
    await user.type(input, captchaAnswer.slice(0, 5));
    expect(api.callsTo(`/auth/captcha/${captchaId}/check`)).toHaveLength(0);
    await user.type(input, captchaAnswer.slice(5));
    await vi.waitFor(() => expect(api.callsTo(`/auth/captcha/${captchaId}/check`)).toHaveLength(1));
    expect(api.callsTo(`/auth/captcha/${captchaId}/check`)[0]?.body).toEqual({
      answer: captchaAnswer,
    });
    expect(screen.queryByText('Wrong captcha! Try again.')).toBeNull();
  });

  it('says a wrong captcha is wrong and shows a new one', async () => {
    const api = mockIdentityApi({ [`/auth/captcha/${captchaId}/check`]: { valid: false } });
    const { user } = renderAuthRoute('/signIn');
    await user.type(await screen.findByLabelText('Captcha'), captchaAnswer);
    expect(await screen.findByText('Wrong captcha! Try again.')).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo('/auth/captcha')).toHaveLength(2));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
  });

  it('gives a fresh, empty captcha after a refusal without calling it missing', async () => {
    const api = mockIdentityApi();
    const { user } = renderAuthRoute('/signIn', refusing(refusal('USER_INACTIVE')));
    await fill(user, developer.email, 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('User is not active');
    await vi.waitFor(() => expect(api.callsTo('/auth/captcha')).toHaveLength(2));
    await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
    const captcha = screen.getByLabelText('Captcha');
    expect(captcha).toHaveValue('');
    expect(captcha).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the Captcha')).toBeNull();
    // Asked again once the user sends the form without it.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter the Captcha')).toBeVisible();
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends e-mail, password and the captcha to Amplify', async () => {
    mockIdentityApi();
    const module = refusing(refusal('USER_INACTIVE'));
    const { user } = renderAuthRoute('/signIn', module);
    await fill(user, ' Dev@Partner.example ', 'Secret#123');
    await screen.findByRole('alert');
    expect(module.signInWithPassword).toHaveBeenCalledWith('dev@partner.example', 'Secret#123', {
      captchaId,
      answer: captchaAnswer,
    });
  });
});

describe('the sign-in link of the activation mail', () => {
  it('fills in the address it carries: the partner types the password and the captcha', async () => {
    mockIdentityApi();
    const module = refusing(refusal('USER_INACTIVE'));
    const { user } = renderAuthRoute('/signIn#email=asha%40velocity-labs.in', module);
    expect(await screen.findByLabelText('Email')).toHaveValue('asha@velocity-labs.in');
    await fill(user, '', 'Secret#123');
    await screen.findByRole('alert');
    expect(module.signInWithPassword).toHaveBeenCalledWith('asha@velocity-labs.in', 'Secret#123', {
      captchaId,
      answer: captchaAnswer,
    });
  });

  it('fills in nothing that is not an address', async () => {
    mockIdentityApi();
    renderAuthRoute('/signIn#email=not-an-address');
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});

describe('sign-in refusals (spec §8)', () => {
  it.each([2, 1])('warns with %i attempts left in a modal', async (left) => {
    const api = mockIdentityApi();
    const { user } = renderAuthRoute('/signIn', refusing(refusal('INVALID_CREDENTIALS', left)));
    await fill(user, developer.email, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Username / Password');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign-in attempt failed' });
    expect(dialog).toHaveTextContent(
      `Incorrect User ID/Password. You have only ${left} attempts left after that your account will be locked.`,
    );
    // Every refusal brings a fresh captcha.
    expect(api.callsTo('/auth/captcha')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['the third wrong password', refusal('INVALID_CREDENTIALS', 0)],
    ['a locked account', refusal('ACCOUNT_LOCKED')],
  ])('shows the Account Locked modal after %s', async (_case, outcome) => {
    mockIdentityApi();
    const { user } = renderAuthRoute('/signIn', refusing(outcome));
    await fill(user, developer.email, 'wrong');
    const dialog = await screen.findByRole('alertdialog', { name: 'Account Locked' });
    expect(dialog).toHaveTextContent(
      'Your account is locked. Please contact the administrator to unlock it.',
    );
  });

  it.each([
    ['USER_INACTIVE', 'User is not active'],
    ['ALREADY_LOGGED_IN', 'You are already logged in on different machine.'],
    ['OTP_GENERATION_FAILED', 'Error in generation OTP'],
  ] as const)('says %s plainly', async (code, text) => {
    mockIdentityApi();
    const { user } = renderAuthRoute('/signIn', refusing(refusal(code)));
    await fill(user, developer.email, 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says Something went wrong for anything else', async () => {
    mockIdentityApi();
    const outcome = signInRefusal(new TypeError('Failed to fetch'), 'password');
    const { user } = renderAuthRoute('/signIn', refusing(outcome));
    await fill(user, developer.email, 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows the production-environment restriction with a contact link', async () => {
    mockIdentityApi();
    const { user } = renderAuthRoute('/signIn', refusing(refusal('ADMIN_ONLY_STAGE')));
    await fill(user, developer.email, 'Secret#123');
    const dialog = await screen.findByRole('alertdialog', { name: 'Access restricted' });
    expect(dialog).toHaveTextContent(
      'Access to the production environment is limited to administrators.',
    );
    expect(within(dialog).getByRole('link', { name: siteContact().supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteContact().supportEmail}`,
    );
  });

  it('puts a refused captcha under the captcha field, with a new picture', async () => {
    const api = mockIdentityApi();
    const { user } = renderAuthRoute('/signIn', refusing(refusal('CAPTCHA_WRONG')));
    await fill(user, developer.email, 'Secret#123');
    expect(await screen.findByText('Wrong captcha! Try again.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('/auth/captcha')).toHaveLength(2));
  });
});

describe('sign-in routes', () => {
  it('offers a new partner registration under the form, leading to the register form', async () => {
    mockIdentityApi();
    const { user, router } = renderAuthRoute('/signIn');
    const invitation = await screen.findByRole('region', { name: 'New to Marque?' });
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(
      form.compareDocumentPosition(invitation) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(form).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    const register = within(invitation).getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/register');
    await user.click(register);
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a signed-in user home', async () => {
    mockIdentityApi();
    window.localStorage.setItem('CognitoIdentityServiceProvider.test-client.LastAuthUser', 'u');
    const module = fakeAuthModule({ readSessionUser: vi.fn(async () => developer) });
    const { router } = renderAuthRoute('/signIn', module);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens /signIn for ?action=login on any page', async () => {
    mockIdentityApi();
    const { router } = renderAuthRoute('/faq?action=login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signIn');
  });
});
