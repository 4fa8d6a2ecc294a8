import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../../../shared/api/account-operations';
import { mockApi } from '../../testing/mock-api';
import { callOperation } from '../api-client';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import type { SessionUser } from './session-user';
import { refreshLeadMs } from './token-refresh';

type AuthModule = typeof import('./auth');

const admin: SessionUser = {
  email: 'admin@marque.example',
  groups: ['admin'],
  isAdmin: true,
  isStaff: false,
};
const captcha = { captchaId: 'captcha-0001', answer: 'abCd3f' };
const storedSessionKey = 'CognitoIdentityServiceProvider.client.LastAuthUser';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.email ?? '-'}:${String(user?.isAdmin ?? false)}`}</p>;
}

function Controls() {
  const auth = useAuth();
  return (
    <>
      <Probe />
      <button type="button" onClick={() => void auth.signIn('admin@marque.example', 'pw', captcha)}>
        in
      </button>
      <button type="button" onClick={() => void auth.signOut()}>
        out
      </button>
    </>
  );
}

function fakeModule(user: SessionUser | null, overrides: Partial<AuthModule> = {}) {
  return {
    readSessionUser: vi.fn(async () => user),
    getIdToken: vi.fn(async () => (user ? 'id-token' : undefined)),
    signInWithPassword: vi.fn(async () => ({ status: 'signedIn' as const, user: admin })),
    endSession: vi.fn(async () => undefined),
    endLocalSession: vi.fn(async () => undefined),
    idTokenExpiresAt: vi.fn(async (): Promise<number | undefined> => undefined),
    refreshTokens: vi.fn(async (): Promise<number | undefined> => undefined),
    ...overrides,
  } as unknown as AuthModule;
}

describe('AuthProvider', () => {
  it('is signed out at once, without loading Amplify, when no session is stored', () => {
    const loadAuth = vi.fn(async () => fakeModule(null));
    render(
      <AuthProvider clientId="client" loadAuth={loadAuth}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('signedOut:-:false')).toBeVisible();
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('reads the stored session through Amplify', async () => {
    window.localStorage.setItem(storedSessionKey, 'abc');
    render(
      <AuthProvider clientId="client" loadAuth={async () => fakeModule(admin)}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading:-:false')).toBeVisible();
    expect(await screen.findByText('signedIn:admin@marque.example:true')).toBeVisible();
  });

  it('falls back to signed out when the stored session is gone', async () => {
    window.localStorage.setItem(storedSessionKey, 'abc');
    render(
      <AuthProvider clientId="client" loadAuth={async () => fakeModule(null)}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signedOut:-:false')).toBeVisible();
  });

  it('signs in with the captcha and signs out, clearing the storage it owns', async () => {
    const module = fakeModule(null);
    const user = userEvent.setup();
    render(
      <AuthProvider clientId="client" loadAuth={async () => module}>
        <Controls />
      </AuthProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(await screen.findByText('signedIn:admin@marque.example:true')).toBeVisible();
    expect(module.signInWithPassword).toHaveBeenCalledWith('admin@marque.example', 'pw', captcha);
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.u.idToken', 't');
    window.sessionStorage.setItem('CognitoSignInState.username', 'u');
    window.localStorage.setItem('marque.decommissionBanner.closed', '1');
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('signedOut:-:false')).toBeVisible();
    expect(module.endSession).toHaveBeenCalledOnce();
    expect(
      window.localStorage.getItem('CognitoIdentityServiceProvider.client.u.idToken'),
    ).toBeNull();
    expect(window.sessionStorage.getItem('CognitoSignInState.username')).toBeNull();
    expect(window.localStorage.getItem('marque.decommissionBanner.closed')).toBe('1');
  });

  it('signs out every other tab (BroadcastChannel)', async () => {
    window.localStorage.setItem(storedSessionKey, 'abc');
    const user = userEvent.setup();
    render(
      <>
        <section aria-label="tab A">
          <AuthProvider clientId="client" loadAuth={async () => fakeModule(admin)}>
            <Controls />
          </AuthProvider>
        </section>
        <section aria-label="tab B">
          <AuthProvider clientId="client" loadAuth={async () => fakeModule(admin)}>
            <Probe />
          </AuthProvider>
        </section>
      </>,
    );
    const tabA = screen.getByRole('region', { name: 'tab A' });
    const tabB = screen.getByRole('region', { name: 'tab B' });
    expect(await within(tabB).findByText('signedIn:admin@marque.example:true')).toBeVisible();
    await within(tabA).findByText('signedIn:admin@marque.example:true');
    await user.click(within(tabA).getByRole('button', { name: 'out' }));
    expect(await within(tabB).findByText('signedOut:-:false')).toBeVisible();
  });

  it('refreshes the tokens 5 minutes before the ID token expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(storedSessionKey, 'abc');
    const hour = 60 * 60 * 1000;
    const module = fakeModule(admin, {
      idTokenExpiresAt: vi.fn(async () => Date.now() + hour),
      refreshTokens: vi.fn(async () => Date.now() + hour),
    });
    render(
      <AuthProvider clientId="client" loadAuth={async () => module}>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signedIn:admin@marque.example:true');
    await vi.waitFor(() => expect(module.idTokenExpiresAt).toHaveBeenCalled());
    await act(async () => vi.advanceTimersByTimeAsync(hour - refreshLeadMs - 1000));
    expect(module.refreshTokens).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(module.refreshTokens).toHaveBeenCalledOnce();
    // …and again before the new token expires.
    await act(async () => vi.advanceTimersByTimeAsync(hour - refreshLeadMs + 1000));
    expect(module.refreshTokens).toHaveBeenCalledTimes(2);
  });

  it('ends the session when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(storedSessionKey, 'abc');
    const module = fakeModule(admin, {
      idTokenExpiresAt: vi.fn(async () => Date.now() + refreshLeadMs + 60_000),
      refreshTokens: vi.fn(async () => undefined),
    });
    render(
      <AuthProvider clientId="client" loadAuth={async () => module}>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signedIn:admin@marque.example:true');
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByText('signedOut:-:false')).toBeVisible();
  });

  it('ends the session and goes to /signIn when the API answers 401', async () => {
    window.localStorage.setItem(storedSessionKey, 'abc');
    const module = fakeModule(admin);
    const onSessionRejected = vi.fn();
    render(
      <AuthProvider
        clientId="client"
        loadAuth={async () => module}
        onSessionRejected={onSessionRejected}
      >
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signedIn:admin@marque.example:true');
    const fetchMock = mockApi({
      '/users/me': { status: 401, body: { code: 'Unauthorized', message: 'expired' } },
    });
    await expect(callOperation(getCurrentUser)).rejects.toMatchObject({ status: 401 });
    // The provider gave the API client its token getter.
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'id-token' });
    // The sign-out goes through the lazily loaded auth module: slow on CI's busy cores.
    expect(await screen.findByText('signedOut:-:false', {}, { timeout: 15_000 })).toBeVisible();
    expect(module.endLocalSession).toHaveBeenCalledOnce();
    expect(onSessionRejected).toHaveBeenCalledOnce();
  });
});
