import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import type { ServiceDoc } from '../../../../../../../shared/docs/doc-model';
import { configureApiClient } from '../../../../../lib/api-client';
import { AuthContext } from '../../../../../lib/auth/auth-context';
import { createQueryClient } from '../../../../../lib/query-client';
import { developer, fakeAuth } from '../../../../../testing/fake-auth';
import { mockApi } from '../../../../../testing/mock-api';
import { CustomerSignInPanel } from '../customer-sign-in-panel';
import { customerDoc, customerKeys, customerMobile } from './customer-fixtures';

/**
 * The panel for a signed-in developer; the portal API (key manager) faked with mockApi. The tests
 * mock `sendTryOut` themselves (see `fakeCustomerApi`).
 */
export function renderCustomerSignIn(options: { keys?: unknown; doc?: ServiceDoc } = {}) {
  mockApi({ '/keys': options.keys ?? customerKeys });
  configureApiClient({ getIdToken: async () => 'id-token' });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AuthContext.Provider value={fakeAuth(developer)}>
        <MemoryRouter>
          <CustomerSignInPanel doc={options.doc ?? customerDoc()} />
        </MemoryRouter>
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

export const mobileBox = () => screen.getByRole('textbox', { name: 'Mobile number' });
export const otpBox = () => screen.getByRole('textbox', { name: 'OTP' });

/** Waits for the subscription, types the number and asks for an OTP. */
export async function getOtp(
  user: ReturnType<typeof userEvent.setup>,
  mobile = customerMobile,
): Promise<void> {
  await screen.findByRole('option', { name: 'dealer-app · Basic' });
  await user.type(mobileBox(), mobile);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  await screen.findByRole('textbox', { name: 'OTP' });
}

/** Types an OTP and submits it. */
export async function submitOtp(
  user: ReturnType<typeof userEvent.setup>,
  otp: string,
): Promise<void> {
  await user.clear(otpBox());
  await user.type(otpBox(), otp);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}
