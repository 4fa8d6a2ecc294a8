import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showError } from '../lib/notify';
import { Providers } from './providers';

describe('Providers: the toaster', () => {
  it('is not loaded at first, and shows a toast raised before it mounted', async () => {
    const { container } = render(
      <Providers clientId="client" queryClient={new QueryClient()}>
        <p>page</p>
      </Providers>,
    );
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull();
    expect(document.querySelector('section[aria-label^="Notifications"]')).toBeNull();
    act(() => showError('The catalogue could not be loaded'));
    expect(await screen.findByText('The catalogue could not be loaded')).toBeInTheDocument();
  });
});
