import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

describe('/getting-started', () => {
  it('walks from registering to production in six linked steps, with a sample call', async () => {
    renderRoute('/getting-started');
    expect(await screen.findByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Register and sign in',
      'Find an API',
      'Create an application',
      'Subscribe under a usage plan',
      'Try it out',
      'Go to production',
    ]);
    expect(within(steps[0]!).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(steps[5]!).getByRole('link', { name: 'My Request' })).toHaveAttribute(
      'href',
      '/myRequest',
    );
    expect(screen.getByRole('link', { name: 'See the getting-started videos' })).toHaveAttribute(
      'href',
      '/getting-started-new',
    );
    expect(screen.getByText(/-H "x-api-key: <your application key>"/)).toBeVisible();
  });
});

describe('/workinprogress', () => {
  it('says the feature is being built and leads to the products', async () => {
    renderRoute('/workinprogress');
    expect(
      await screen.findByRole('heading', { name: 'We are building this feature' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the API products' })).toHaveAttribute(
      'href',
      '/apis/category',
    );
  });
});
