import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInOutcome } from '../../../lib/auth/auth-context';
import type { SessionUser } from '../../../lib/auth/session-user';
import { signInRefusal } from '../../../lib/auth/sign-in-refusal';
import { developer } from '../../../testing/fake-auth';
import { fakeAuthModule } from '../../../testing/fake-auth-module';
import {
  aSignInStatus,
  captchaAnswer,
  mockIdentityApi,
  renderAuthRoute,
} from '../testing/render-auth-route';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof renderAuthRoute>['user'];

const codeStep: SignInOutcome = { status: 'codeRequired', maskedEmail: 'de**@partner.example' };
const signedIn: SignInOutcome = { status: 'signedIn', user: developer };

async function signInToCodeStep(user: User) {
  await user.type(await screen.findByLabelText('Email'), developer.email);
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await screen.findByRole('img', { name: 'Captcha image; refresh for a new one' });
  await user.type(screen.getByLabelText('Captcha'), captchaAnswer);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Enter your code' });
}

async function enterCode(user: User, code: string) {
  const input = screen.getByLabelText('Code');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

function codeModule(...answers: SignInOutcome[]) {
  const confirm = vi.fn<(code: string) => Promise<SignInOutcome>>();
  for (const answer of answers) confirm.mockResolvedValueOnce(answer);
  return fakeAuthModule({
    signInWithPassword: vi.fn(async () => codeStep),
    confirmSignInCode: confirm,
  });
}

describe('the e-mail code step', () => {
  it('names the masked address and checks the code (spec §5)', async () => {
    mockIdentityApi();
    const module = codeModule(signedIn);
    const { user } = renderAuthRoute('/signIn', module);
    await signInToCodeStep(user);
    expect(screen.getByText('We sent a 6-digit code to de**@partner.example.')).toBeVisible();
    await enterCode(user, '12ab');
    expect(await screen.findByText('Only number are allowed')).toBeVisible();
    await enterCode(user, '12345678');
    expect(await screen.findByText('Maximum limit exceed')).toBeVisible();
    expect(module.confirmSignInCode).not.toHaveBeenCalled();
  });

  it('lets the user retry a wrong code, then signs in', async () => {
    mockIdentityApi();
    const module = codeModule({ ...codeStep, wrongCode: true }, signedIn);
    const { user, router } = renderAuthRoute('/signIn', module);
    await signInToCodeStep(user);
    await enterCode(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');
    await enterCode(user, '123456');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(module.confirmSignInCode).toHaveBeenLastCalledWith('123456');
  });

  it('goes back to the form when Cognito ends the attempt', async () => {
    const api = mockIdentityApi();
    const ended = new Error('Invalid session for the user.');
    ended.name = 'NotAuthorizedException';
    const module = codeModule(signInRefusal(ended, 'code'));
    const { user } = renderAuthRoute('/signIn', module);
    await signInToCodeStep(user);
    await enterCode(user, '111111');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('OTP verification failed');
    await vi.waitFor(() => expect(api.callsTo('/auth/captcha')).toHaveLength(2));
  });
});

describe('another session is live: after the password and the code (issue 22)', () => {
  const offered: SignInOutcome = { status: 'takeoverOffered' };

  /** Password and code proven; the takeover answers as given. */
  function takeoverModule(answers: { takeOver?: SignInOutcome; keep?: SignInOutcome }) {
    const takeOver = vi.fn(async () => answers.takeOver ?? signedIn);
    const keep = vi.fn(async () => answers.keep ?? signedIn);
    const module = fakeAuthModule({
      signInWithPassword: vi.fn(async () => codeStep),
      confirmSignInCode: vi.fn(async () => offered),
      takeOverOtherSession: takeOver,
      declineTakeover: keep,
    });
    return { module, takeOver, keep };
  }

  async function toTakeoverOffer(module: ReturnType<typeof fakeAuthModule>) {
    const view = renderAuthRoute('/signIn', module);
    await signInToCodeStep(view.user);
    await enterCode(view.user, '123456');
    await screen.findByRole('heading', { name: 'Signed in elsewhere' });
    return view;
  }

  it("offers 'Sign out the other session and continue here', which signs in", async () => {
    mockIdentityApi();
    const { module, takeOver, keep } = takeoverModule({ takeOver: signedIn });
    const { user, router } = await toTakeoverOffer(module);
    expect(screen.getByText('You are already logged in on different machine.')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Sign out the other session and continue here' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(takeOver).toHaveBeenCalledOnce();
    expect(keep).not.toHaveBeenCalled();
  });

  it("keeps the other session: back to the form with the spec's message", async () => {
    mockIdentityApi();
    const refused = new Error('DefineAuthChallenge failed with error MARQUE:ALREADY_LOGGED_IN.');
    const { module, takeOver } = takeoverModule({ keep: signInRefusal(refused, 'takeover') });
    const { user, router } = await toTakeoverOffer(module);
    await user.click(screen.getByRole('button', { name: 'Keep the other session' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are already logged in on different machine.',
    );
    expect(takeOver).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/signIn');
  });

  it('says the sign-in expired when the choice came too late', async () => {
    mockIdentityApi();
    const lapsed = new Error('Invalid session for the user, session is expired.');
    lapsed.name = 'NotAuthorizedException';
    const { module } = takeoverModule({ takeOver: signInRefusal(lapsed, 'takeover') });
    const { user } = await toTakeoverOffer(module);
    await user.click(
      screen.getByRole('button', { name: 'Sign out the other session and continue here' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Please sign in again.',
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

describe('after the tokens (spec §4)', () => {
  it('forces /changePassword when the password has expired', async () => {
    mockIdentityApi({ '/users/me/status': aSignInStatus({ passwordExpiresInDays: 0 }) });
    const { user, router } = renderAuthRoute('/signIn', codeModule(signedIn));
    await signInToCodeStep(user);
    await enterCode(user, '123456');
    expect(
      await screen.findByText('Your password has expired. Choose a new password to continue.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/changePassword');
  });

  it('offers a change when expiry is close: Change Password', async () => {
    mockIdentityApi({ '/users/me/status': aSignInStatus({ passwordExpiresInDays: 3 }) });
    const { user, router } = renderAuthRoute('/signIn', codeModule(signedIn));
    await signInToCodeStep(user);
    await enterCode(user, '123456');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Time to change your password',
    });
    expect(dialog).toHaveTextContent('Your password expires in 3 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password expires in 3 days.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/changePassword');
  });

  it('offers a change when expiry is close: Skip goes home', async () => {
    mockIdentityApi({ '/users/me/status': aSignInStatus({ passwordExpiresInDays: 7 }) });
    const { user, router } = renderAuthRoute('/signIn', codeModule(signedIn));
    await signInToCodeStep(user);
    await enterCode(user, '123456');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Time to change your password',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes the warning threshold from the configuration', async () => {
    mockIdentityApi({ '/users/me/status': aSignInStatus({ passwordExpiresInDays: 12 }) });
    const { user } = renderAuthRoute('/signIn', codeModule(signedIn), {
      config: { passwordWarningDays: 14 },
    });
    await signInToCodeStep(user);
    await enterCode(user, '123456');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Time to change your password',
    });
    expect(dialog).toHaveTextContent('Your password expires in 12 days.');
  });

  it('asks for the home tour on a first sign-in, which the tour itself records', async () => {
    const api = mockIdentityApi({ '/users/me/status': aSignInStatus({ newuser: true }) });
    const { user, router } = renderAuthRoute('/signIn', codeModule(signedIn));
    await signInToCodeStep(user);
    await enterCode(user, '123456');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ startTour: true });
    // Offering the tour is not seeing it: only its end records it (completeTour).
    expect(api.callsTo('/users/me/tours/home')).toHaveLength(0);
  });

  it('ends the session when the sign-in check fails', async () => {
    mockIdentityApi({ '/users/me/status': { status: 500, body: { code: 'X', message: 'x' } } });
    const module = codeModule(signedIn);
    const { user, router } = renderAuthRoute('/signIn', module);
    await signInToCodeStep(user);
    await enterCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(module.endSession).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/signIn');
  });
});

describe('domain ID sign-in', () => {
  const staff: SessionUser = { ...developer, isStaff: true };
  const corporateSignIn = {
    providerName: 'MarqueAD',
    label: 'Marque directory',
    oauthDomain: 'https://marque.auth.eu-west-1.amazoncognito.com',
  };

  it('says plainly that local mode has no directory', async () => {
    mockIdentityApi();
    renderAuthRoute('/signIn', fakeAuthModule(), { config: { local: true } });
    const button = await screen.findByRole('button', { name: 'Sign in with domain ID' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Domain ID sign-in is not available in local mode');
  });

  it('leaves for the directory when the stage has one', async () => {
    mockIdentityApi();
    const module = fakeAuthModule();
    const { user } = renderAuthRoute('/signIn', module, { config: { corporateSignIn } });
    await user.click(await screen.findByRole('button', { name: 'Sign in with domain ID' }));
    expect(module.startDomainSignIn).toHaveBeenCalledOnce();
  });

  /** A directory return whose Amplify exchange the test settles with `complete`. */
  function directoryModule() {
    let complete: (user: SessionUser | null) => void = () => undefined;
    const module = fakeAuthModule({
      completeDomainSignIn: vi.fn(
        () => new Promise<SessionUser | null>((resolve) => (complete = resolve)),
      ),
    });
    return { module, complete: (user: SessionUser | null) => complete(user) };
  }

  const overlay = () => screen.queryByRole('dialog', { name: 'Domain sign-in' });

  it('blocks the screen from the first paint on return (?code=) until the checks sent the user home', async () => {
    let answerStatus: (answer: unknown) => void = () => undefined;
    const api = mockIdentityApi({
      '/users/me/status': () => new Promise((resolve) => (answerStatus = resolve)),
    });
    const { module, complete } = directoryModule();
    const { router } = renderAuthRoute('/signIn?code=abc&state=xyz', module, {
      config: { corporateSignIn },
    });
    // Before the sign-in page's code has loaded: the router's first-load fallback blocks already.
    expect(overlay()).toBeVisible();
    expect(screen.getByText('Completing domain sign-in…')).toBeVisible();
    // …and the sign-in page keeps it while it completes the flow.
    await vi.waitFor(() => expect(module.completeDomainSignIn).toHaveBeenCalledOnce());
    expect(overlay()).toBeVisible();

    complete(staff);
    // Tokens are there, the sign-in check is not: still blocked.
    await vi.waitFor(() => expect(api.callsTo('/users/me/status')).toHaveLength(1));
    expect(overlay()).toBeVisible();

    answerStatus(aSignInStatus());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    await vi.waitFor(() => expect(overlay()).toBeNull());
  });

  it('tells a failed directory sign-in in a toast, then shows the sign-in form', async () => {
    mockIdentityApi();
    const { module, complete } = directoryModule();
    const { router } = renderAuthRoute('/signIn?error=access_denied', module, {
      config: { corporateSignIn },
    });
    expect(overlay()).toBeVisible();
    await vi.waitFor(() => expect(module.completeDomainSignIn).toHaveBeenCalledOnce());
    complete(null);
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.getByText('Error Message')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(overlay()).toBeNull();
    expect(router.state.location.pathname).toBe('/signIn');
  });

  it('leaves a ?code= alone on a stage without a directory', async () => {
    mockIdentityApi();
    const module = fakeAuthModule();
    renderAuthRoute('/signIn?code=abc', module);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(overlay()).toBeNull();
    expect(module.completeDomainSignIn).not.toHaveBeenCalled();
  });
});
