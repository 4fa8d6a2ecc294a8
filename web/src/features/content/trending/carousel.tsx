import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useMediaQuery } from './use-media-query';
import './carousel.css';

/** Spec §9: autoplay every 3 s; moves by 2 slides. */
export const autoplayMs = 3000;
export const slidesPerMove = 2;

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** Where the carousel is, in words: 'Slides 3 to 5 of 7', or 'Slide 2 of 7' one at a time. */
export function position(first: number, perView: number, total: number): string {
  const last = Math.min(first + perView, total);
  return last - first === 1
    ? `Slide ${first + 1} of ${total}`
    : `Slides ${first + 1} to ${last} of ${total}`;
}

interface CarouselProps {
  /** The region's accessible name. */
  label: string;
  slides: readonly CarouselSlide[];
}

/** Slides in view: 3 on wide screens, 2 on tablets, 1 on phones (carousel.css says the same). */
function usePerView(): number {
  const phone = useMediaQuery('(max-width: 639px)');
  const tablet = useMediaQuery('(max-width: 1023px)');
  return phone ? 1 : tablet ? 2 : 3;
}

/**
 * A small carousel (the WAI-ARIA carousel pattern): a pause/play button, previous/next buttons,
 * slides labelled "n of m" and the position in words (announced while it is not rotating),
 * autoplay that pauses while the pointer is over it or focus is inside, and none at all for users
 * who prefer reduced motion. Slides out of view are inert, so keyboard users tab only through
 * what they see.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const trackId = useId();
  const perView = usePerView();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  const last = Math.max(0, slides.length - perView);
  // Never skip a slide a phone never showed.
  const step = Math.min(slidesPerMove, perView);
  const first = Math.min(start, last);
  const movable = last > 0;

  const next = useCallback(
    () => setStart((s) => (Math.min(s, last) >= last ? 0 : Math.min(s + step, last))),
    [last, step],
  );
  const previous = () => setStart((s) => (Math.min(s, last) <= 0 ? last : Math.max(s - step, 0)));

  const rotates = movable && !reducedMotion;
  const playing = rotates && !paused && !hovered && !focused;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(next, autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, next]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {movable && (
        <div className="carousel__controls">
          {rotates && (
            <button
              type="button"
              className="carousel__button carousel__button--rotation"
              onClick={() => setPaused((value) => !value)}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              <span className="visually-hidden">
                {paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
              </span>
            </button>
          )}
          <p className="carousel__position" aria-live={playing ? 'off' : 'polite'}>
            {position(first, perView, slides.length)}
          </p>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            onClick={previous}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slides</span>
          </button>
          <button type="button" className="carousel__button" aria-controls={trackId} onClick={next}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slides</span>
          </button>
        </div>
      )}
      <div className="carousel__viewport">
        <div
          id={trackId}
          className="carousel__track"
          // The slides' width comes from the stylesheet's breakpoints (the same as usePerView's),
          // so the pre-rendered page is laid out right at any width before the script runs.
          style={{ transform: `translateX(-${(first * 100) / perView}%)` }}
        >
          {slides.map((slide, index) => {
            const inView = index >= first && index < first + perView;
            return (
              <div
                key={slide.key}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={inView ? undefined : true}
                inert={!inView}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
