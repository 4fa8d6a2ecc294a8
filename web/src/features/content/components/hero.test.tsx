import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Hero } from './hero';

function renderHero(offerRegistration = false) {
  return render(
    <MemoryRouter>
      <Hero offerRegistration={offerRegistration} />
    </MemoryRouter>,
  );
}

describe('home hero', () => {
  it('invites the visitor to explore the APIs, leading to the categories', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'APIs that move cars' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore the APIs' })).toHaveAttribute(
      'href',
      '/apis/category',
    );
    expect(screen.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
      'href',
      '/getting-started-new',
    );
  });

  it('offers registration beside the catalogue when asked to', () => {
    renderHero(true);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Explore the APIs',
      'Register',
      'Getting started',
    ]);
  });

  it('shows a sample call and its answer as a picture that assistive technology skips', () => {
    renderHero();
    const answer = screen.getByText('200 OK');
    expect(answer.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('/status').closest('[aria-hidden="true"]')).not.toBeNull();
    // Only the hero's own words and links are exposed.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
