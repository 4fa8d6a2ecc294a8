import type { Config, Driver } from 'driver.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTour } from './start-tour';
import { tourLabels } from './tour-runner';
import { tourTarget, type TourStep } from './tour-step';
import { beginTourVisit } from './tour-visit';

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
  beginTourVisit();
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
    beginTourVisit();
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
    expect(onEnd).toHaveBeenCalledWith('closed');
    expect(document.activeElement).toBe(before);
  });

  it('ends when stopped from outside', async () => {
    const onEnd = vi.fn();
    const stop = await startTour(steps, { onEnd });
    stop?.();
    expect(lastTour().destroy).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('closed');
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
    const { wrapper, closeButton, title, footer, nextButton } = renderPopover();
    expect(closeButton).toHaveAttribute('aria-label', 'Close tour');
    expect(wrapper.lastElementChild).toBe(closeButton);
    expect(title).toHaveAttribute('role', 'none');
    expect(footer).toHaveAttribute('role', 'none');
    await Promise.resolve();
    expect(nextButton).toHaveFocus();
  });
});

/** What driver.js hands onPopoverRender for a step, rendered into the page. */
function renderPopover() {
  const wrapper = document.createElement('div');
  wrapper.className = 'driver-popover';
  wrapper.setAttribute('role', 'dialog');
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
  return { wrapper, closeButton, title, footer, nextButton };
}

function openDialog(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  return holder;
}

/** Lets the tour runner load and the dialog watcher (a MutationObserver) answer. */
async function settle() {
  await vi.dynamicImportSettled();
  await new Promise<void>((resolve) => queueMicrotask(resolve));
}

describe('startTour and dialogs', () => {
  it.each([
    ['a dialog', '<div role="dialog" aria-modal="true"><h2>Subscribe</h2></div>'],
    ['an alert dialog', '<div role="alertdialog" aria-modal="true"><h2>Sign out?</h2></div>'],
    ['an open <dialog>', '<dialog open><h2>Terms</h2></dialog>'],
  ])('does not start under %s, and starts once it closes', async (_kind, markup) => {
    const dialog = openDialog(markup);
    const onShow = vi.fn();
    const pending = startTour(steps, { onShow });
    await settle();
    expect(tours).toHaveLength(0);
    expect(onShow).not.toHaveBeenCalled();

    dialog.remove();
    expect(await pending).toBeTypeOf('function');
    expect(lastTour().drive).toHaveBeenCalledOnce();
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('is not held back by a dialog that is not modal, nor by a tour popover', async () => {
    openDialog('<div role="dialog"><h2>Filters</h2></div>');
    openDialog('<div class="driver-popover" role="dialog" aria-modal="true"><h2>Step</h2></div>');
    expect(await startTour(steps)).toBeTypeOf('function');
    expect(lastTour().drive).toHaveBeenCalledOnce();
  });

  it('starts when the dialog stops being modal (its <dialog> closes)', async () => {
    const holder = openDialog('<dialog open><h2>Terms</h2></dialog>');
    const pending = startTour(steps);
    await settle();
    expect(tours).toHaveLength(0);
    holder.querySelector('dialog')?.removeAttribute('open');
    expect(await pending).toBeTypeOf('function');
  });

  it('gives up waiting when aborted, and never starts after', async () => {
    const dialog = openDialog('<div role="dialog" aria-modal="true"></div>');
    const controller = new AbortController();
    const pending = startTour(steps, { signal: controller.signal });
    await settle();
    controller.abort();
    expect(await pending).toBeNull();
    dialog.remove();
    await settle();
    expect(tours).toHaveLength(0);
  });

  it('does not start after the wait when the tour is no longer wanted', async () => {
    const dialog = openDialog('<div role="dialog" aria-modal="true"></div>');
    let wanted = true;
    const pending = startTour(steps, { stillWanted: () => wanted });
    await settle();
    wanted = false;
    dialog.remove();
    expect(await pending).toBeNull();
    expect(tours).toHaveLength(0);
  });

  it('stops at once, unrecorded, when a dialog opens over the running tour', async () => {
    const onEnd = vi.fn();
    await startTour(steps, { onEnd });
    const { destroy } = lastTour();
    openDialog('<div role="dialog" aria-modal="true"><h2>Subscribe</h2></div>');
    await vi.waitFor(() => expect(destroy).toHaveBeenCalledOnce());
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('interrupted');
  });

  it('is not closed by the keyup of the Esc that closed the dialog before it', async () => {
    const dialog = openDialog('<div role="dialog" aria-modal="true"></div>');
    const pending = startTour(steps);
    await settle();
    // driver.js closes a tour on Esc's keyup, with a listener on window.
    const driverKeyup = vi.fn();
    window.addEventListener('keyup', driverKeyup);
    const press = (type: 'keydown' | 'keyup') =>
      document.body.dispatchEvent(new KeyboardEvent(type, { key: 'Escape', bubbles: true }));
    press('keydown');
    dialog.remove();
    expect(await pending).toBeTypeOf('function');
    press('keyup');
    expect(driverKeyup).not.toHaveBeenCalled();

    press('keydown');
    press('keyup');
    expect(driverKeyup).toHaveBeenCalledOnce();
    window.removeEventListener('keyup', driverKeyup);
  });

  it('no longer watches the dialogs once the tour has ended', async () => {
    const onEnd = vi.fn();
    await startTour(steps, { onEnd });
    lastTour().config.onDestroyStarted?.(undefined, {}, {} as never);
    openDialog('<div role="dialog" aria-modal="true"></div>');
    await settle();
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('closed');
  });
});

describe('startTour: one tour per page visit', () => {
  it('starts only the first tour of a visit; the second waits for another visit', async () => {
    expect(await startTour(steps)).toBeTypeOf('function');
    expect(await startTour(steps)).toBeNull();
    expect(tours).toHaveLength(1);

    beginTourVisit();
    expect(await startTour(steps)).toBeTypeOf('function');
    expect(tours).toHaveLength(2);
  });

  it('leaves the visit to the next tour when it had nothing to show', async () => {
    expect(await startTour([{ target: '#absent', title: 'A', description: 'B' }])).toBeNull();
    expect(await startTour(steps)).toBeTypeOf('function');
  });

  it('counts a tour stopped by a dialog as the visit’s tour: it does not come back over it', async () => {
    await startTour(steps);
    const dialog = openDialog('<div role="dialog" aria-modal="true"></div>');
    await vi.waitFor(() => expect(lastTour().destroy).toHaveBeenCalledOnce());
    dialog.remove();
    expect(await startTour(steps)).toBeNull();
    expect(tours).toHaveLength(1);
  });
});

describe("'Skip all tours'", () => {
  it('is offered on every step, before Close, and ends the tour as skipped-all', async () => {
    const onEnd = vi.fn();
    await startTour(steps, { onEnd });
    const { wrapper, closeButton } = renderPopover();
    const skip = Array.from(wrapper.querySelectorAll('button')).find(
      (button) => button.textContent === 'Skip all tours',
    );
    expect(skip).toBeDefined();
    expect(skip).toHaveAttribute('type', 'button');
    expect(skip?.nextElementSibling).toBe(closeButton);
    skip?.click();
    expect(lastTour().destroy).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('skipped-all');
  });
});
