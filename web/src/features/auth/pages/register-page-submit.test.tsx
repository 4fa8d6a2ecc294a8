import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/messages';
import {
  api,
  captchaAnswer,
  captchaAnswers,
  captchaId,
  field,
  fillDetails,
  openRegister,
  organizations,
  pickAcmeMotors,
  registerBody,
  submit,
} from '../register/testing/register-test-kit';
import { callsTo, mockApi, pageCalls } from '../../../testing/mock-api';
import { organizationSearchDebounceMs } from '../register/register-timing';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('register page: organization and submit', () => {
  it('searches the organizations from the third character and offers Others', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = api();
    const { user } = await openRegister(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    const box = screen.getByRole('combobox', { name: 'Organization' });
    await user.type(box, 'Ac');
    // Past the debounce, when a search of 'Ac' would go out.
    await act(() => vi.advanceTimersByTimeAsync(organizationSearchDebounceMs + 100));
    const searches = () => pageCalls(fetchMock).filter((url) => url.pathname === '/organizations');
    expect(searches()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'm');
    await screen.findByRole('option', { name: /Acme Motors/ });
    const listbox = screen.getByRole('listbox', { name: 'Organizations' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Motors (ACM001)', 'Acme Logistics (ACL002)', 'Others']);
    const url = searches()[0]!;
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
      ...captchaAnswers,
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
      captchaId,
      captcha: captchaAnswer,
    });

    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(600));
    expect(await screen.findByRole('heading', { name: 'APIs that move cars' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends no employee id when the field is left empty', async () => {
    const fetchMock = api();
    const { user } = await openRegister();
    await fillDetails(user);
    await user.clear(field('Employee ID'));
    await pickAcmeMotors(user);
    await submit(user);

    expect(await screen.findByRole('dialog', { name: 'Registration submitted' })).toBeVisible();
    expect(registerBody(fetchMock)).not.toHaveProperty('employeeId');
    expect(registerBody(fetchMock)).toMatchObject({ emailId: 'asha.verma@acme.example' });
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
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith('/auth/register')) throw new TypeError('Failed to fetch');
        return answers(input);
      }),
    );
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.somethingWentWrongLoud);
  });

  it('shows a refused captcha under its field, with a new picture, and registers nobody', async () => {
    let captchas = 0;
    const fetchMock = api({
      status: 400,
      body: {
        code: 'Invalid',
        message: 'Wrong captcha! Try again.',
        fields: { captcha: 'Wrong captcha! Try again.' },
      },
    });
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    captchas = callsTo(fetchMock, '/auth/captcha').length;
    await submit(user);
    const captcha = screen.getByLabelText('Captcha');
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, '/auth/captcha').length).toBeGreaterThan(captchas),
    );
    expect(await screen.findByText('Wrong captcha! Try again.')).toBeVisible();
    expect(captcha).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the captcha before anything is sent', async () => {
    const fetchMock = api();
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await user.clear(screen.getByLabelText('Captcha'));
    await submit(user);
    expect(await screen.findByText('Please enter the Captcha')).toBeVisible();
    expect(registerBody(fetchMock)).toBeUndefined();
  });

  it('tells an address that registered too often when to try again', async () => {
    api({
      status: 429,
      body: {
        code: 'TooManyRequests',
        message: 'Too many requests. Please try again in 10 minutes.',
      },
    });
    const { user } = await openRegister();
    await fillDetails(user);
    await pickAcmeMotors(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 10 minutes.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so where the captcha would be when the address asked for too many', async () => {
    mockApi({
      ...captchaAnswers,
      '/auth/captcha': {
        status: 429,
        body: {
          code: 'TooManyRequests',
          message: 'Too many requests. Please try again in 5 minutes.',
        },
      },
      '/organizations': { items: organizations },
    });
    await openRegister();
    expect(
      await screen.findByText('Too many requests. Please try again in 5 minutes.'),
    ).toBeVisible();
  });
});
