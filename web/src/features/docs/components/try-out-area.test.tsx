import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { createQueryClient } from '../../../lib/query-client';
import { aCategory } from '../../../testing/catalogue-fixtures';
import { adminUser } from '../../../testing/fake-auth';
import { mockApi } from '../../../testing/mock-api';
import { customerDoc } from './customer-sign-in/testing/customer-fixtures';
import { anOperation, aServiceDoc } from './try-out/testing/try-out-fixtures';
import { TryOutArea } from './try-out-area';
import type { ServiceDoc } from '../../../../../shared/docs/doc-model';
import type { SessionUser } from '../../../lib/auth/session-user';

// Both panels are built and tested beside this area; here only which ones show matters.
vi.mock('./try-out/try-out-panel', () => ({ TryOutPanel: () => <p>Try-out panel</p> }));
vi.mock('./customer-sign-in/customer-sign-in-panel', () => ({
  CustomerSignInPanel: ({ doc }: { doc: ServiceDoc }) => <p>Customer sign-in for {doc.apiName}</p>,
}));

function renderArea(
  doc: ServiceDoc,
  user: SessionUser | null,
  undeployed = false,
  operation = anOperation(),
) {
  mockApi({});
  return render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <TryOutArea
          user={user}
          doc={doc}
          operation={operation}
          category={aCategory()}
          categoryFailed={false}
          undeployed={undeployed}
          snippetBaseUrl="https://••••••••"
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const customerNote =
  "Needs a customer access token: sign a customer in on Customer Authentication (Customer sign-in) and send the customer's access token as Customer access token.";

describe('try-out area', () => {
  it.each([
    ['a signed-in user', adminUser],
    ['a visitor', null],
  ])(
    'tells %s that a customerToken operation needs a customer access token, and where to get one',
    async (_who, user) => {
      renderArea(aServiceDoc(), user, false, anOperation({ authorizerType: 'customerToken' }));
      const section = screen.getByRole('region', { name: 'Try out' });
      expect(within(section).getByText(/^Needs a customer access token/)).toHaveTextContent(
        customerNote,
      );
      expect(
        within(section).getByRole('link', { name: 'Customer Authentication' }),
      ).toHaveAttribute('href', '/apis/detail/sendRegistrationOtp');
      // The note does not wait for the gate.
      expect(
        await within(section).findByText(user ? 'Try-out panel' : messages.tryOutSignIn),
      ).toBeVisible();
    },
  );

  it('says a cognito operation needs an access token from Generate token', () => {
    renderArea(aServiceDoc(), null, false, anOperation({ authorizerType: 'cognito' }));
    expect(screen.getByText(/^Needs an access token/)).toHaveTextContent(
      "Needs an access token: generate one with your application's client credentials (Generate token) and send it as Access token.",
    );
  });

  it('says nothing about tokens on an operation that takes the key alone', async () => {
    renderArea(aServiceDoc(), adminUser, false, anOperation({ authorizerType: 'apiKey' }));
    expect(await screen.findByText('Try-out panel')).toBeVisible();
    expect(screen.queryByText(/^Needs/)).toBeNull();
  });

  it('adds the customer sign-in panel on the Customer Authentication pages', async () => {
    renderArea(customerDoc(), adminUser);
    expect(await screen.findByText('Try-out panel')).toBeVisible();
    expect(await screen.findByText('Customer sign-in for Customer Authentication')).toBeVisible();
  });

  it('shows no customer sign-in on other services', async () => {
    renderArea(aServiceDoc(), adminUser);
    expect(await screen.findByText('Try-out panel')).toBeVisible();
    expect(screen.queryByText(/Customer sign-in/)).toBeNull();
  });

  it('keeps the customer sign-in behind the try-out gate', async () => {
    renderArea(customerDoc(), null);
    expect(await screen.findByText(messages.tryOutSignIn)).toBeVisible();
    expect(screen.queryByText(/Customer sign-in/)).toBeNull();
  });

  it('gives a visitor the code snippets of the example request, on the masked URL, with no key', async () => {
    renderArea(aServiceDoc(), null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show code snippets' }));
    const snippets = screen.getByRole('region', { name: 'Code snippets' });
    const code = await within(snippets).findByTestId('snippet-code');
    expect(code).toHaveTextContent('https://••••••••/v1/vehicles/MA3ABC/status');
    expect(code).toHaveTextContent('<your key>');
    // The documented example fills the path, as a request a visitor could send once signed up.
    expect(code).toHaveTextContent('/MA3ABC/');
  });

  it('says a version not on the gateway yet is not, with no panel and no snippets', async () => {
    // A visitor's area first: the snippets' lazy module is loaded, so its absence below is real.
    const visitor = renderArea(aServiceDoc(), null);
    expect(await screen.findByRole('button', { name: 'Show code snippets' })).toBeVisible();
    visitor.unmount();

    renderArea({ ...aServiceDoc(), version: 'v3' }, adminUser, true);
    const tryOut = screen.getByRole('region', { name: 'Try out' });
    expect(
      within(tryOut).getByText(
        'Version v3 is not on the gateway yet: try out is not available for it.',
      ),
    ).toBeVisible();
    expect(within(tryOut).queryByText('Try-out panel')).toBeNull();
    expect(within(tryOut).queryByRole('button', { name: 'Show code snippets' })).toBeNull();
  });
});
