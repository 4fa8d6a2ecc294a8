import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type MockRequest } from '../../testing/mock-api';
import { StayTunedForm } from './stay-tuned-form';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A small stand-in for the server: keeps each address once. */
function fakeServer() {
  const kept = new Set<string>();
  return mockApi({
    '/content/stay-tuned': ({ body }: MockRequest) => {
      const { email } = body as { email: string };
      if (kept.has(email)) {
        return { message: `${email} is already subscribed.`, alreadySubscribed: true };
      }
      kept.add(email);
      return { message: `Thank you for subscribing, ${email}.`, alreadySubscribed: false };
    },
  });
}

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<StayTunedForm />);
  const field = screen.getByLabelText('Your e-mail address');
  const subscribe = async (email: string) => {
    await user.clear(field);
    if (email) await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'Keep me posted' }));
  };
  return { user, field, subscribe };
}

describe('stay-tuned subscription', () => {
  it("shows the server's message and closes the dialog 5 s later", async () => {
    const fetch = fakeServer();
    const { field, subscribe } = setup();
    await subscribe('Fan@Example.com');

    const dialog = await screen.findByRole('dialog', { name: 'Stay tuned' });
    expect(
      await within(dialog).findByText('Thank you for subscribing, fan@example.com.'),
    ).toBeVisible();
    expect(callsTo(fetch, '/content/stay-tuned')[0]?.[1]?.method).toBe('POST');
    // The close timer starts in an effect once React has committed the answer.
    await act(() => Promise.resolve());

    // The fake clock also follows real time (shouldAdvanceTime): a margin for a busy machine.
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('dialog', { name: 'Stay tuned' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog', { name: 'Stay tuned' })).not.toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('answers the same address a second time with the already-subscribed message', async () => {
    fakeServer();
    const { user, subscribe } = setup();
    await subscribe('fan@example.com');
    await screen.findByText('Thank you for subscribing, fan@example.com.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await subscribe('fan@example.com');
    expect(await screen.findByText('fan@example.com is already subscribed.')).toBeVisible();
  });

  it("checks the address first: 'Please enter valid email', nothing sent until it is fixed", async () => {
    const fetch = fakeServer();
    const { user, subscribe } = setup();
    await subscribe('fan@example');

    const dialog = await screen.findByRole('dialog', { name: 'Stay tuned' });
    const field = within(dialog).getByLabelText('E-mail address');
    expect(within(dialog).getByText('Please enter valid email')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    // It stays open for the correction (the 5 s start with an answer).
    act(() => vi.advanceTimersByTime(6000));
    await user.type(field, '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(
      await within(dialog).findByText('Thank you for subscribing, fan@example.com.'),
    ).toBeVisible();
    expect(callsTo(fetch, '/content/stay-tuned')).toHaveLength(1);
  });

  it('asks for an address when the field is empty', async () => {
    const fetch = fakeServer();
    const { subscribe } = setup();
    await subscribe('');
    expect(await screen.findByText('Please enter valid email')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as an alert", async () => {
    mockApi({
      '/content/stay-tuned': {
        status: 500,
        body: { code: 'Internal', message: 'Try again later' },
      },
    });
    const { subscribe } = setup();
    await subscribe('fan@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
  });

  it('tells an address that subscribed too often when to try again', async () => {
    const message = 'Too many requests. Please try again in 10 minutes.';
    mockApi({
      '/content/stay-tuned': { status: 429, body: { code: 'TooManyRequests', message } },
    });
    const { subscribe } = setup();
    await subscribe('fan@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
