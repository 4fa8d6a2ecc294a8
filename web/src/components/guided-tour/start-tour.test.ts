import type { Config, Driver } from 'driver.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTour } from './start-tour';
import { tourLabels } from './tour-runner';
import { tourTarget, type TourStep } from './tour-step';

const tours = vi.hoisted(() => [] as { config: Config; drive: () => void; destroy: () => void }[]);

vi.mock('driver.js', () => ({
  driver: (config: Config) => {
    const tour = { config, drive: vi.fn(), destroy: vi.fn() };
    tours.push(tour);
    return tour as unknown as Driver;
  },
}));

const steps: TourStep[] = [
  { target: tourTarget('first'), title: 'First <b>', description: 'Goes "first" & leads' },
  { target: '#absent', title: 'Absent', description: 'Not on the page' },
  { target: ['#absent', '.second'], title: 'Second', description: 'A fallback selector' },
];

function lastTour() {
  const tour = tours.at(-1);
  if (!tour) throw new Error('driver() was not called');
  return tour;
}

function reduceMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches, media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  tours.length = 0;
  document.body.innerHTML =
    '<button type="button">Before</button><a data-tour="first" href="/x">x</a><p class="second">y</p>';
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('startTour', () => {
  it('drives the steps whose targets are on the page, with escaped text', async () => {
    const stop = await startTour(steps);
    expect(stop).toBeTypeOf('function');
    const { config, drive } = lastTour();
    expect(drive).toHaveBeenCalledOnce();
    expect(config.steps?.map((step) => step.element)).toEqual([
      document.querySelector('[data-tour="first"]'),
      document.querySelector('.second'),
    ]);
    expect(config.steps?.[0]?.popover).toMatchObject({
      title: 'First &lt;b&gt;',
      description: 'Goes &quot;first&quot; &amp; leads',
    });
  });

  it('is keyboard accessible with Next, Back and Done buttons', async () => {
    await startTour(steps);
    const { config } = lastTour();
    expect(config).toMatchObject({
      allowClose: true,
      allowKeyboardControl: true,
      nextBtnText: 'Next',
      prevBtnText: 'Back',
      doneBtnText: 'Done',
    });
    expect(tourLabels.close).toBe('Close tour');
  });

  it('animates only when the user does not prefer reduced motion', async () => {
    reduceMotion(false);
    await startTour(steps);
    expect(lastTour().config).toMatchObject({ animate: true, smoothScroll: true });

    reduceMotion(true);
    await startTour(steps);
    expect(lastTour().config).toMatchObject({ animate: false, smoothScroll: false });
  });

  it('ends once on Done, Close or Esc, and gives focus back', async () => {
    const before = document.querySelector('button');
    before?.focus();
    const onEnd = vi.fn();
    const stop = await startTour(steps, { onEnd });
    const { config, destroy } = lastTour();
    document.body.focus();

    config.onDestroyStarted?.(undefined, {}, {} as never);
    config.onDestroyStarted?.(undefined, {}, {} as never);
    stop?.();
    expect(destroy).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(before);
  });

  it('ends when stopped from outside', async () => {
    const onEnd = vi.fn();
    const stop = await startTour(steps, { onEnd });
    stop?.();
    expect(lastTour().destroy).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('does not start when aborted while loading or when no target is on the page', async () => {
    const controller = new AbortController();
    const pending = startTour(steps, { signal: controller.signal });
    controller.abort();
    expect(await pending).toBeNull();

    expect(await startTour([{ target: '#absent', title: 'A', description: 'B' }])).toBeNull();
    expect(tours).toHaveLength(0);
  });

  it('labels the close button, moves it after Back and Next, focuses Next and hides landmark roles', async () => {
    await startTour(steps);
    const wrapper = document.createElement('div');
    const footer = document.createElement('footer');
    const closeButton = document.createElement('button');
    const nextButton = document.createElement('button');
    footer.append(nextButton);
    const title = document.createElement('header');
    title.textContent = 'Title';
    wrapper.append(closeButton, title, footer);
    document.body.append(wrapper);
    closeButton.focus();
    lastTour().config.onPopoverRender?.(
      { wrapper, closeButton, title, footer, nextButton } as unknown as Parameters<
        NonNullable<Config['onPopoverRender']>
      >[0],
      {} as never,
    );
    expect(closeButton).toHaveAttribute('aria-label', 'Close tour');
    expect(wrapper.lastElementChild).toBe(closeButton);
    expect(title).toHaveAttribute('role', 'none');
    expect(footer).toHaveAttribute('role', 'none');
    await Promise.resolve();
    expect(nextButton).toHaveFocus();
  });
});
