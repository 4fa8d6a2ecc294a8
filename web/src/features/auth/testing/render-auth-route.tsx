import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { SignInStatus } from '../../../../../shared/api/account-operations';
import { appRoutes } from '../../../app/router';
import { AuthProvider } from '../../../lib/auth/auth-provider';
import { setConfig, type AppConfig } from '../../../lib/config';
import { createQueryClient } from '../../../lib/query-client';
import { developer } from '../../../testing/fake-auth';
import {
  fakeAuthModule,
  type AuthModule,
  type FakeAuthModule,
} from '../../../testing/fake-auth-module';
import { mockApi, testConfig } from '../../../testing/mock-api';

export const captchaId = 'captcha-0001';
export const captchaAnswer = 'abCd3f';

/** A sign-in check answer (§3): an active user whose password is far from expiry. */
export function aSignInStatus(overrides: Partial<SignInStatus> = {}): SignInStatus {
  return {
    firstName: 'Dev',
    lastName: 'Partner',
    email: developer.email,
    mobileNumber: '9876543210',
    company: 'PARTNER',
    newuser: false,
    accountStatus: 'active',
    userStatus: 'active',
    passwordExpiryDate: '2027-01-30T00:00:00.000Z',
    passwordExpiresInDays: 40,
    passwordChangedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The identity calls of the portal API, answered by path (see testing/mock-api). */
export function mockIdentityApi(answers: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    '/auth/captcha': {
      captchaId,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      expiresInSeconds: 300,
    },
    [`/auth/captcha/${captchaId}/check`]: { valid: true },
    '/users/me/status': aSignInStatus(),
    '/users/me/tours': { done: [] },
    '/users/me/session/activity': { expiresAt: '2030-01-01T00:00:00.000Z' },
    ...answers,
  });
  return {
    fetchMock,
    /** The calls made to one path, with their parsed JSON bodies and headers. */
    callsTo(path: string) {
      return fetchMock.mock.calls
        .map((call) => call as unknown as [RequestInfo | URL, RequestInit | undefined])
        .filter(([input]) => decodeURIComponent(new URL(String(input)).pathname) === path)
        .map(([, init]) => ({
          body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
          headers: (init?.headers ?? {}) as Record<string, string>,
        }));
    },
  };
}

interface RenderOptions {
  config?: Partial<AppConfig>;
  /** For fake timers: lets user-event advance them. */
  advanceTimers?: (ms: number) => void;
}

/** The real route tree with the real AuthProvider over a fake Amplify module. */
export function renderAuthRoute(
  path: string,
  module: FakeAuthModule = fakeAuthModule(),
  options: RenderOptions = {},
) {
  setConfig({ ...testConfig, ...options.config });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const onSessionRejected = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider
        clientId={testConfig.userPoolClientId}
        loadAuth={async () => module as unknown as AuthModule}
        onSessionRejected={onSessionRejected}
      >
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, module };
}
