import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { developer } from '../../../../testing/fake-auth';
import type { MockRequest } from '../../../../testing/mock-api';
import { anOperation } from './testing/try-out-fixtures';
import { renderTryOut } from './testing/render-try-out';

const keys = { category: 'apiKey', apiKeys: [] };
const staff = { ...developer, email: 'staff@marque.example', isStaff: true };

async function openDialog(answers: Record<string, unknown>, user = developer) {
  const view = renderTryOut(anOperation(), { '/keys': keys, ...answers }, { user });
  await view.user.click(screen.getByRole('button', { name: 'Generate token' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Generate token' }) };
}

describe('token dialog', () => {
  it('is offered only when the operation enables it', () => {
    renderTryOut(anOperation({ generateTokenButton: 'disabled' }), { '/keys': keys });
    expect(screen.queryByRole('button', { name: 'Generate token' })).not.toBeInTheDocument();
  });

  it('checks the credentials with the messages of spec §5', async () => {
    const { user, dialog } = await openDialog({});
    expect(dialog).toHaveTextContent('My Application → an application → Client credentials');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findAllByText('* Field is mandatory')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Client ID'), 'abc-123');
    await user.type(within(dialog).getByLabelText('Client Secret'), 'x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Allowed only alphanumeric')).toBeVisible();
    expect(within(dialog).getByText('Maximum limit exceed')).toBeVisible();
  });

  it('shows loading, then the token with a copy button, and fills the Access token field', async () => {
    let release: (value: unknown) => void = () => undefined;
    const sent: unknown[] = [];
    const { user, dialog } = await openDialog({
      '/docs/token': (request: MockRequest) => {
        sent.push(request.body);
        return new Promise((resolve) => (release = resolve));
      },
    });
    await user.type(within(dialog).getByLabelText('Client ID'), 'client1');
    await user.type(within(dialog).getByLabelText('Client Secret'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Generating the token…')).toBeVisible();
    // Running: a second press sends nothing, and the button keeps the keyboard's focus.
    const generate = within(dialog).getByRole('button', { name: 'Generate' });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    await user.click(generate);
    expect(sent).toHaveLength(1);
    expect(generate).toHaveFocus();
    release({ token: 'eyJ.token.value', expiresIn: 3600, tokenType: 'Bearer' });

    expect(await within(dialog).findByText('eyJ.token.value')).toBeVisible();
    expect(sent).toEqual([{ clientId: 'client1', clientSecret: 'secret1' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Access token' }));
    expect(await navigator.clipboard.readText()).toBe('eyJ.token.value');
    expect(within(dialog).getByRole('button', { name: 'Access token copied' })).toHaveTextContent(
      'Copied',
    );
    const [closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    if (closeButton) await user.click(closeButton);
    expect(screen.getByRole('textbox', { name: 'Access token' })).toHaveValue('eyJ.token.value');
  });

  it("says 'Please enter valid credentials' under the form on a 401", async () => {
    const { user, dialog } = await openDialog({
      '/docs/token': {
        status: 401,
        body: { code: 'NotAuthorized', message: 'Please enter valid credentials' },
      },
    });
    await user.type(within(dialog).getByLabelText('Client ID'), 'client1');
    await user.type(within(dialog).getByLabelText('Client Secret'), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter valid credentials',
    );
  });

  it("shows any other failure's message in an error toast", async () => {
    const { user, dialog } = await openDialog({
      '/docs/token': { status: 500, body: { code: 'Failed', message: 'Token service is down' } },
    });
    await user.type(within(dialog).getByLabelText('Client ID'), 'client1');
    await user.type(within(dialog).getByLabelText('Client Secret'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Token service is down')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks token calls of directory (staff) users with adUser', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openDialog(
      {
        '/docs/token': (request: MockRequest) => {
          sent.push(request.body);
          return { token: 't1', expiresIn: 3600, tokenType: 'Bearer' };
        },
      },
      staff,
    );
    await user.type(within(dialog).getByLabelText('Client ID'), 'client1');
    await user.type(within(dialog).getByLabelText('Client Secret'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('t1')).toBeVisible();
    expect(sent).toEqual([{ clientId: 'client1', clientSecret: 'secret1', adUser: true }]);
  });
});
