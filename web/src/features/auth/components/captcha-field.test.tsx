import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { captchaSchema } from '../../../../../shared/schemas/captcha-schema';
import { createQueryClient } from '../../../lib/query-client';
import { useCaptcha } from '../hooks/use-captcha';
import { mockApi } from '../../../testing/mock-api';
import { CaptchaField } from './captcha-field';

afterEach(() => vi.unstubAllGlobals());

const schema = z.object({ captcha: captchaSchema });
const alt = 'Captcha image; refresh for a new one';

function Form({ onSubmit }: { onSubmit: (answer: string, captchaId?: string) => void }) {
  const captcha = useCaptcha();
  const { control, handleSubmit, resetField } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { captcha: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.captcha, captcha.captchaId))}
    >
      <CaptchaField
        id="captcha"
        captcha={captcha}
        control={control}
        resetField={resetField}
        name="captcha"
      />
      <button type="submit">Send</button>
    </form>
  );
}

function setup(answers: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    '/auth/captcha': { captchaId: 'captcha-0001', svg: '<svg/>', expiresInSeconds: 300 },
    '/auth/captcha/captcha-0001/check': { valid: true },
    ...answers,
  });
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <Form onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).length;
  return { user: userEvent.setup(), onSubmit, calls };
}

describe('CaptchaField', () => {
  it('shows the server picture with a text alternative and takes the answer', async () => {
    const { user, onSubmit } = setup();
    const picture = await screen.findByRole('img', { name: alt });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.type(screen.getByLabelText('Captcha'), 'abCd3f');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith('abCd3f', 'captcha-0001');
  });

  it('says Please enter the Captcha when empty', async () => {
    const { user } = setup();
    await screen.findByRole('img', { name: alt });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter the Captcha')).toBeVisible();
  });

  it('waits for a submit or the user before calling a new, empty captcha missing', async () => {
    const { user, calls, onSubmit } = setup();
    await screen.findByRole('img', { name: alt });
    const input = screen.getByLabelText('Captcha');
    await user.type(input, 'abCd3f');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    // A new picture after the form was sent (a refusal, an expiry, Refresh) empties the answer…
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await vi.waitFor(() => expect(calls('/auth/captcha')).toBe(2));
    await screen.findByRole('img', { name: alt });
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter the Captcha')).toBeNull();
    // …and says it is missing once the user types and deletes it.
    await user.type(input, 'a');
    await user.clear(input);
    expect(await screen.findByText('Please enter the Captcha')).toBeVisible();
  });

  it('gets a new picture on Refresh captcha', async () => {
    const { user, calls } = setup();
    await screen.findByRole('img', { name: alt });
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await vi.waitFor(() => expect(calls('/auth/captcha')).toBe(2));
  });

  it('refuses an answer of the wrong shape without asking the server', async () => {
    const { user, calls } = setup();
    await screen.findByRole('img', { name: alt });
    await user.type(screen.getByLabelText('Captcha'), 'abcdef');
    expect(await screen.findByText('Wrong captcha! Try again.')).toBeVisible();
    expect(screen.getByLabelText('Captcha')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/auth/captcha/captcha-0001/check')).toBe(0);
  });

  it('says a wrong answer is wrong, clears it and shows a new picture', async () => {
    const { user, calls } = setup({ '/auth/captcha/captcha-0001/check': { valid: false } });
    await screen.findByRole('img', { name: alt });
    await user.type(screen.getByLabelText('Captcha'), 'abCd3f');
    expect(await screen.findByText('Wrong captcha! Try again.')).toBeVisible();
    await vi.waitFor(() => expect(calls('/auth/captcha')).toBe(2));
    await vi.waitFor(() => expect(screen.getByLabelText('Captcha')).toHaveValue(''));
    await user.type(screen.getByLabelText('Captcha'), 'x');
    expect(screen.queryByText('Wrong captcha! Try again.')).toBeNull();
  });

  it('says so when the captcha cannot be loaded', async () => {
    setup({ '/auth/captcha': { status: 500, body: {} } });
    expect(await screen.findByText('The captcha could not be loaded.')).toBeVisible();
  });
});
