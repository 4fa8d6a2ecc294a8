import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaskedKey } from './masked-key';

describe('MaskedKey', () => {
  it('keeps keyboard focus on its button while the key loads and once it shows', async () => {
    let answer: (value: string) => void = () => undefined;
    const reveal = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(
      <MaskedKey label="Price Quote key" masked="****abcd" reveal={reveal} onError={vi.fn()} />,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Reveal Price Quote key' });
    button.focus();
    await user.keyboard('{Enter}');
    // While it loads, the button says so and takes no second press; it never gives up focus.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.keyboard('{Enter}');
    expect(reveal).toHaveBeenCalledOnce();
    answer('mqsbx0123456789abcdefghijklmnopqrstuv');
    const hide = await screen.findByRole('button', { name: 'Hide Price Quote key' });
    expect(hide).toHaveFocus();
    expect(screen.getByText('mqsbx0123456789abcdefghijklmnopqrstuv')).toBeVisible();
  });
});
