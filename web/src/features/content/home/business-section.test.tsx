import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BusinessSection } from './business-section';

describe('business section', () => {
  it('shows what partners build, each use leading to its catalogue category', () => {
    render(
      <MemoryRouter>
        <BusinessSection />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'What partners build with Marque' });
    const uses = within(section).getAllByRole('listitem');
    expect(uses.map((use) => within(use).getByRole('heading').textContent)).toEqual([
      'Connected-car apps',
      'Fleet operations',
      'Dealers and workshops',
      'Sales and financing',
      'Insurance and documents',
      'Parking and mobility',
    ]);
    expect(
      within(section).getByRole('link', { name: 'Customer APIs for connected-car apps' }),
    ).toHaveAttribute('href', '/apis/services/Customer');
    expect(
      within(section).getByRole('link', {
        name: 'Parking Management APIs for parking and mobility',
      }),
    ).toHaveAttribute('href', '/apis/services/Parking%20Management');
  });
});
