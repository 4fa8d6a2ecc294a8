import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgrammeCarousel } from './programme-carousel';

const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => within(slide).getByRole('heading').textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderCarousel() {
  return render(
    <MemoryRouter>
      <ProgrammeCarousel />
    </MemoryRouter>,
  );
}

describe('home carousel', () => {
  it('presents the API programme three slides at a time, moving on by itself', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Programme highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toEqual([
      'Customer Authentication',
      'Sandbox keys, self-service',
      'Try every API live',
    ]);
    expect(screen.getByText('Slides 1 to 3 of 6')).toBeVisible();
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toEqual([
      'Try every API live',
      'From 100,000 to 10 million calls',
      'Production access on request',
    ]);
  });

  it('stops with its pause button and moves with Next', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByText('Slides 1 to 3 of 6')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(screen.getByText('Slides 3 to 5 of 6')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read about usage plans' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});
