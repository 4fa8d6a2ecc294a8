import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { fieldMessages } from '../../../../../shared/schemas/field-messages';
import { mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

const organizations = [
  { name: 'Acme Motors', code: 'ACM001' },
  { name: 'Acme Logistics', code: 'ACL002' },
];

function api(register: MockAnswer | Record<string, unknown> = { message: 'Registered' }) {
  return mockApi({ '/organizations': { items: organizations }, '/auth/register': register });
}

async function openRegister(user?: User) {
  const view = renderRoute('/register');
  await screen.findByRole('heading', { name: 'Register' });
  return { ...view, user: user ?? view.user };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

async function fillDetails(user: User) {
  await user.type(field('First Name'), 'Asha');
  await user.type(field('Last Name'), 'Verma');
  await user.type(field('Mobile Number'), '9876543210');
  await user.type(field('Employee ID'), 'EMP42');
  await user.type(field('Email'), 'Asha.Verma@Acme.example');
  await user.type(field('Password'), 'Secret#123');
  await user.type(field('Confirm Password'), 'Secret#123');
  await user.click(screen.getByRole('checkbox', { name: 'Customer' }));
  await user.click(screen.getByRole('checkbox', { name: 'Parking Management' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

async function pickAcmeMotors(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Organization' }), 'Acm');
  await user.click(await screen.findByRole('option', { name: /Acme Motors/ }));
}

function registerBody(fetchMock: ReturnType<typeof mockApi>): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/register'));
  const init = (call as unknown as [URL, RequestInit] | undefined)?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

describe('register page', () => {
  it('shows the form in the two-panel screen with the +91 prefix', async () => {
    api();
    await openRegister();
    expect(
      screen.getByRole('heading', { name: 'Welcome to the Marque API Marketplace' }),
    ).toBeVisible();
    expect(screen.getByText('+91')).toBeVisible();
    expect(field('Mobile Number')).toHaveAccessibleDescription(/\+91/);
    expect(screen.getAllByRole('checkbox', { name: /^(?!I have)/ })).toHaveLength(8);
  });

  it('shows every required message on an empty submit, linked to its field', async () => {
    const fetchMock = api();
    const { user } = await openRegister();
    await submit(user);
    expect(await screen.findByText('First Name is required')).toBeVisible();
    for (const message of [
      'Last Name is required',
      'Mobile Number is required',
      'Employee ID is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
      'Organization is required',
      'Category is required',
      'Consent is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(screen.getByRole('group', { name: 'Categories requested' })).toHaveAccessibleDescription(
      /Category is required/,
    );
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses names with digits and a bad e-mail', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('First Name'), 'Asha1');
    await user.type(field('Last Name'), 'V3rma');
    await user.type(field('Email'), 'asha@acme');
    await user.type(field('Employee ID'), 'EMP-42');
    await submit(user);
    expect(await screen.findAllByText(fieldMessages.onlyAlphabet)).toHaveLength(2);
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByText('Employee ID is invalid')).toBeVisible();
  });

  it('explains the password rule and a mismatch', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('Password'), 'secret 12');
    await user.type(field('Confirm Password'), 'Secret#124');
    await submit(user);
    expect(await screen.findByText(fieldMessages.passwordRule)).toBeVisible();
    expect(fieldMessages.passwordRule).toBe(
      'Requires lowercase, uppercase letters, numbers, special characters, whitespace not allowed, minimum 8 characters, maximum 20 characters',
    );
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Secret#123');
    expect(await screen.findByText('Password and Confirm Password does not match')).toBeVisible();
    expect(field('Confirm Password')).toHaveAccessibleDescription(
      'Password and Confirm Password does not match',
    );
  });

  it('checks the mobile number: digits from 5, then exactly 10', async () => {
    api();
    const { user } = await openRegister();
    await user.type(field('Mobile Number'), '1234567890');
    await submit(user);
    expect(await screen.findByText('Please enter a valid mobile number')).toBeVisible();
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '98765');
    expect(await screen.findByText('Mobile number should be of 10 digit')).toBeVisible();
  });

  it('shows and hides the passwords', async () => {
    api();
    const { user } = await openRegister();
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it('searches the organizations from the third character and offers Others', async () => {
    const fetchMock = api();
    const { user } = await openRegister();
    const box = screen.getByRole('combobox', { name: 'Organization' });
    await user.type(box, 'Ac');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'm');
    await screen.findByRole('option', { name: /Acme Motors/ });
    const listbox = screen.getByRole('listbox', { name: 'Organizations' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Motors (ACM001)', 'Acme Logistics (ACL002)', 'Others']);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/organizations');
    expect(url.searchParams.get('search')).toBe('Acm');

    // Keyboard: arrows move, Enter picks.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box).toHaveValue('Acme Logistics');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
  });

  it('wants an organization picked from the list, not just typed', async () => {
    const fetchMock = api();
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await user.type(screen.getByRole('combobox', { name: 'Organization' }), ' Group');
    await user.keyboard('{Escape}');
    await submit(user);
    expect(await screen.findByText('Organization is invalid')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveAccessibleDescription(
      /Organization is invalid/,
    );
    expect(registerBody(fetchMock)).toBeUndefined();
  });

  it("says 'Result not found', and Others asks for a company name of at most 30", async () => {
    const fetchMock = mockApi({
      '/organizations': { items: [] },
      '/auth/register': { message: 'Registered' },
    });
    const { user } = await openRegister();
    await fillDetails(user);
    await user.type(screen.getByRole('combobox', { name: 'Organization' }), 'Zenith');
    expect(await screen.findByText('Result not found')).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Others' }));
    const company = await screen.findByLabelText('Company Name');

    await submit(user);
    expect(await screen.findByText('Company Name is required')).toBeVisible();
    await user.type(company, 'Zenith Auto Components Private Ltd');
    expect(await screen.findByText('Company Name is invalid')).toBeVisible();
    await user.clear(company);
    await user.type(company, 'Zenith Auto');
    await submit(user);

    expect(await screen.findByRole('dialog', { name: 'Registration submitted' })).toBeVisible();
    expect(registerBody(fetchMock)).toMatchObject({
      organization: 'ZENITH AUTO',
      partnerParentId: null,
    });
  });

  it('sends the payload, shows the success modal and goes home after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = api();
    const { router, user } = await openRegister(
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fillDetails(user);
    await pickAcmeMotors(user);
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Registration submitted' });
    expect(dialog).toHaveAccessibleDescription(messages.registrationSubmitted);
    expect(registerBody(fetchMock)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      mobileNumber: '9876543210',
      employeeId: 'EMP42',
      emailId: 'asha.verma@acme.example',
      password: 'Secret#123',
      organization: 'ACME MOTORS',
      partnerParentId: 'ACM001',
      categoriesRequested: ['Customer', 'Parking Management'],
    });

    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(600));
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message of a 409", async () => {
    api({
      status: 409,
      body: { code: 'Conflict', message: 'An account with this e-mail already exists' },
    });
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Something went wrong' for a 400 without a message", async () => {
    api({ status: 400, body: {} });
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
  });

  it("says 'Something went wrong !!!' when the call fails", async () => {
    const answers = api();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') throw new TypeError('Failed to fetch');
        return answers(input);
      }),
    );
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWentWrongLoud);
  });

  it('opens the Terms Of Use pop-up with its 12 clauses', async () => {
    api();
    const { user } = await openRegister();
    const opener = screen.getByRole('button', { name: 'Terms Of Use' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Terms Of Use' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).getByRole('button', { name: 'Close Terms Of Use' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens the Access Condition pop-up with the password rules', async () => {
    api();
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Access Condition' }));
    const dialog = screen.getByRole('dialog', { name: 'Access Condition' });
    expect(within(dialog).getByText('Between 8 and 20 characters long')).toBeVisible();
    expect(within(dialog).getByText('No spaces or other whitespace')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
