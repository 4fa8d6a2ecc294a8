import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityRules } from '../../../../shared/identity-rules';
import { fakeAuthModule, type AuthModule } from '../../testing/fake-auth-module';
import { developer } from '../../testing/fake-auth';
import { mockApi } from '../../testing/mock-api';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { refreshLeadMs } from './token-refresh';

const interval = identityRules.sessionActivityIntervalMs;
const activityPath = '/users/me/session/activity';
const storedSessionKey = 'CognitoIdentityServiceProvider.client.LastAuthUser';
const hour = 60 * 60 * 1000;

// The reporter loads the account contract on its first report; loaded here, so that first
// report does not wait on a cold module transform (seconds of real time on a busy machine)
// while the tests count reports after a few fake milliseconds.
beforeAll(async () => {
  await import('../../../../shared/api/account-operations');
});
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The status, and a button standing for the idle timer's activity events. */
function Probe() {
  const { status, reportActivity } = useAuth();
  return (
    <>
      <p>{status}</p>
      <button type="button" onClick={reportActivity}>
        activity
      </button>
    </>
  );
}

function renderProvider(signedIn: boolean, overrides: Partial<AuthModule> = {}) {
  if (signedIn) window.localStorage.setItem(storedSessionKey, 'u');
  const module = fakeAuthModule({
    readSessionUser: vi.fn(async () => (signedIn ? developer : null)),
    ...overrides,
  });
  const onSessionRejected = vi.fn();
  render(
    <AuthProvider
      clientId="client"
      loadAuth={async () => module as unknown as AuthModule}
      onSessionRejected={onSessionRejected}
    >
      <Probe />
    </AuthProvider>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { module, onSessionRejected, user };
}

/** Lets the reports under way reach fetch. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(10));

function mockActivity(answer: unknown = { expiresAt: '2030-01-01T00:00:00.000Z' }) {
  const fetchMock = mockApi({ [activityPath]: answer });
  return () =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === activityPath)
      .length;
}

describe('session activity (one session per user, lapsing when idle)', () => {
  it('reports activity while signed in, at most once per interval', async () => {
    const reports = mockActivity();
    const { user } = renderProvider(true);
    await screen.findByText('signedIn');
    const activity = screen.getByRole('button', { name: 'activity' });
    await user.click(activity);
    await user.click(activity);
    await settle();
    expect(reports()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(interval / 2));
    await user.click(activity);
    await settle();
    expect(reports()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(interval / 2));
    await user.click(activity);
    await settle();
    expect(reports()).toBe(2);
  });

  it('reports nothing for a visitor', async () => {
    const reports = mockActivity();
    const { user } = renderProvider(false);
    await user.click(screen.getByRole('button', { name: 'activity' }));
    await settle();
    expect(reports()).toBe(0);
  });

  it('reports once after each token refresh, without any activity', async () => {
    const reports = mockActivity();
    renderProvider(true, {
      idTokenExpiresAt: vi.fn(async () => Date.now() + hour),
      refreshTokens: vi.fn(async () => Date.now() + hour),
    });
    await screen.findByText('signedIn');
    await act(async () => vi.advanceTimersByTimeAsync(hour - refreshLeadMs - 1000));
    expect(reports()).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(reports()).toBe(1));
    await act(async () => vi.advanceTimersByTimeAsync(hour - refreshLeadMs));
    await vi.waitFor(() => expect(reports()).toBe(2));
  });

  it('signs the tab out when the server says the session has ended (401)', async () => {
    mockActivity({ status: 401, body: { code: 'Unauthorized', message: 'Session ended' } });
    const { user, module, onSessionRejected } = renderProvider(true);
    await screen.findByText('signedIn');
    await user.click(screen.getByRole('button', { name: 'activity' }));
    expect(await screen.findByText('signedOut')).toBeVisible();
    expect(module.endLocalSession).toHaveBeenCalledOnce();
    expect(onSessionRejected).toHaveBeenCalledOnce();
  });
});
