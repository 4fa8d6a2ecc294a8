import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const slides = Array.from({ length: 7 }, (_, i) => ({
  key: `s${i + 1}`,
  content: <a href={`/s${i + 1}`}>Service {i + 1}</a>,
}));

/** The slides a user sees: the ones not hidden from assistive technology. */
const visible = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.getAttribute('aria-label'));

function stubMedia(matching: readonly string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMedia([]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  it('is a labelled carousel region of slides labelled "n of m", showing 3', () => {
    render(<Carousel label="Trending Services" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Trending Services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    expect(screen.getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'slide');
    // Slides out of view cannot be tabbed into.
    expect(screen.getByText('Service 4').closest('[inert]')).not.toBeNull();
  });

  it('autoplays by 2 slides every 3 s, back to the start after the last', () => {
    render(<Carousel label="Trending" slides={slides} />);
    advance(2999);
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    advance(1);
    expect(visible()).toEqual(['3 of 7', '4 of 7', '5 of 7']);
    advance(3000);
    expect(visible()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
    advance(3000);
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
  });

  it('moves with the previous and next buttons', () => {
    render(<Carousel label="Trending" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(visible()).toEqual(['3 of 7', '4 of 7', '5 of 7']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slides' }));
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slides' }));
    expect(visible()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
  });

  it('pauses while the pointer is over it, and resumes after', () => {
    render(<Carousel label="Trending" slides={slides} />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(9000);
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    fireEvent.mouseLeave(region);
    advance(3000);
    expect(visible()).toEqual(['3 of 7', '4 of 7', '5 of 7']);
  });

  it('pauses while keyboard focus is inside, and resumes when it leaves', () => {
    render(
      <>
        <Carousel label="Trending" slides={slides} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('link', { name: 'Service 2' }).focus());
    advance(9000);
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(3000);
    expect(visible()).toEqual(['3 of 7', '4 of 7', '5 of 7']);
  });

  it('does not autoplay for users who prefer reduced motion, but the buttons still move', () => {
    stubMedia(['(prefers-reduced-motion: reduce)']);
    render(<Carousel label="Trending" slides={slides} />);
    advance(12_000);
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(visible()).toEqual(['3 of 7', '4 of 7', '5 of 7']);
  });

  it('shows 1 slide on phones and 2 on tablets, moving by at most what it shows', () => {
    stubMedia(['(max-width: 639px)', '(max-width: 1023px)']);
    const { unmount } = render(<Carousel label="Trending" slides={slides} />);
    expect(visible()).toEqual(['1 of 7']);
    advance(3000);
    expect(visible()).toEqual(['2 of 7']);
    unmount();
    stubMedia(['(max-width: 1023px)']);
    render(<Carousel label="Trending" slides={slides} />);
    expect(visible()).toEqual(['1 of 7', '2 of 7']);
    advance(3000);
    expect(visible()).toEqual(['3 of 7', '4 of 7']);
  });

  it('has no buttons nor autoplay when every slide is in view', () => {
    render(<Carousel label="Trending" slides={slides.slice(0, 3)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(6000);
    expect(visible()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });
});

describe('Carousel pause and position', () => {
  it('stops and restarts the slide show with its button', () => {
    render(<Carousel label="Trending" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(9000);
    expect(visible()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    // The click left focus on the button, inside the carousel: it resumes once focus leaves.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(3000);
    expect(visible()).toEqual(['3 of 7', '4 of 7', '5 of 7']);
  });

  it('says where it is, and says it aloud only when it is not rotating', () => {
    render(<Carousel label="Trending" slides={slides} />);
    const where = screen.getByText('Slides 1 to 3 of 7');
    expect(where).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(where).toHaveTextContent('Slides 3 to 5 of 7');
    expect(where).toHaveAttribute('aria-live', 'polite');
  });

  it('has no pause button for users who prefer reduced motion (nothing moves by itself)', () => {
    stubMedia(['(prefers-reduced-motion: reduce)']);
    render(<Carousel label="Trending" slides={slides} />);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
    expect(screen.getByText('Slides 1 to 3 of 7')).toBeVisible();
  });

  it('names one slide at a time on phones', () => {
    stubMedia(['(max-width: 639px)', '(max-width: 1023px)']);
    render(<Carousel label="Trending" slides={slides} />);
    expect(screen.getByText('Slide 1 of 7')).toBeVisible();
  });
});
