import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import type { SessionUser } from './session-user';

type AuthModule = typeof import('./auth');

const admin: SessionUser = {
  email: 'admin@marque.example',
  groups: ['admin'],
  isAdmin: true,
  isStaff: false,
};

function Probe() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.email ?? '-'}:${String(user?.isAdmin ?? false)}`}</p>;
}

function fakeModule(user: SessionUser | null): AuthModule {
  return {
    readSessionUser: vi.fn(async () => user),
    signInWithPassword: vi.fn(async () => ({ status: 'signedIn' as const, user: admin })),
    signOutEverywhere: vi.fn(async () => undefined),
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
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'abc');
    const loadAuth = vi.fn(async () => fakeModule(admin));
    render(
      <AuthProvider clientId="client" loadAuth={loadAuth}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading:-:false')).toBeVisible();
    expect(await screen.findByText('signedIn:admin@marque.example:true')).toBeVisible();
  });

  it('falls back to signed out when the stored session is gone', async () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'abc');
    render(
      <AuthProvider clientId="client" loadAuth={async () => fakeModule(null)}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signedOut:-:false')).toBeVisible();
  });

  it('signs in and out', async () => {
    const module = fakeModule(null);
    const user = userEvent.setup();
    function Controls() {
      const auth = useAuth();
      return (
        <>
          <Probe />
          <button type="button" onClick={() => void auth.signIn('admin@marque.example', 'pw')}>
            in
          </button>
          <button type="button" onClick={() => void auth.signOut()}>
            out
          </button>
        </>
      );
    }
    render(
      <AuthProvider clientId="client" loadAuth={async () => module}>
        <Controls />
      </AuthProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(await screen.findByText('signedIn:admin@marque.example:true')).toBeVisible();
    expect(module.signInWithPassword).toHaveBeenCalledWith('admin@marque.example', 'pw');
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('signedOut:-:false')).toBeVisible();
    expect(module.signOutEverywhere).toHaveBeenCalledOnce();
  });
});
