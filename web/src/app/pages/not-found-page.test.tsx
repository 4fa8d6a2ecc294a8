import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('404 page', () => {
  it('offers a search box, the catalogue and the home page, under its own title', async () => {
    renderRoute('/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const card = heading.closest('.message-card') as HTMLElement;
    expect(within(card).getByRole('combobox', { name: 'Search APIs and FAQ' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Browse the API products' })).toHaveAttribute(
      'href',
      '/apis/category',
    );
    expect(within(card).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Page not found · Marque');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/does not exist or has moved/);
  });
});
