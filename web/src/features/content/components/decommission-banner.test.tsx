import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DecommissionBanner } from './decommission-banner';

describe('decommission banner', () => {
  it('announces the decommissioning with a link to the new portal', () => {
    render(<DecommissionBanner />);
    const notice = screen.getByRole('complementary', { name: 'Portal notice' });
    expect(notice).toHaveTextContent('This portal will be decommissioned on 30 July');
    expect(screen.getByRole('link', { name: /new Marque developer portal/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('closes for the rest of the session', async () => {
    const user = userEvent.setup();
    const first = render(<DecommissionBanner />);
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('complementary', { name: 'Portal notice' })).toBeNull();
    first.unmount();

    render(<DecommissionBanner />);
    expect(screen.queryByRole('complementary', { name: 'Portal notice' })).toBeNull();
  });
});
