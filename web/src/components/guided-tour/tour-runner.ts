/**
 * The driver.js side of the guided tours. Loaded only through `import()` in start-tour.ts, with
 * driver.js and both stylesheets, so none of it is in the first load of a page.
 */
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import './guided-tour.css';
import type { TourStep } from './tour-step';

/**
 * How a tour ended: `closed` by the user (Done, Close, Esc, overlay) or by leaving the page,
 * `skipped-all` by 'Skip all tours', `interrupted` by a dialog that opened over the page.
 */
export type TourEnd = 'closed' | 'skipped-all' | 'interrupted';

/** Ends a running tour from outside (`closed` unless told); its `onEnd` still runs once. */
export type StopTour = (how?: Exclude<TourEnd, 'skipped-all'>) => void;

/** The button labels of every tour (driver.js shows Done instead of Next on the last step). */
export const tourLabels = {
  next: 'Next',
  previous: 'Back',
  done: 'Done',
  close: 'Close tour',
  skipAll: 'Skip all tours',
};

const skipAllClass = 'guided-tour__skip-all';

const popoverClass = 'guided-tour';

function escapeHtml(text: string): string {
  // driver.js writes titles and descriptions with innerHTML.
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function isVisible(element: Element): boolean {
  // checkVisibility: false inside display:none (e.g. the desktop menu on a phone).
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function findTarget(target: TourStep['target']): Element | null {
  const selectors = typeof target === 'string' ? [target] : target;
  for (const selector of selectors) {
    const match = Array.from(document.querySelectorAll(selector)).find(isVisible);
    if (match) return match;
  }
  return null;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The driver.js steps of the targets on the page now; steps without one are left out. */
export function toDriveSteps(steps: readonly TourStep[]): DriveStep[] {
  return steps.flatMap((step) => {
    const element = findTarget(step.target);
    if (!element) return [];
    return [
      {
        element,
        popover: {
          title: escapeHtml(step.title),
          description: escapeHtml(step.description),
          side: step.side,
          align: step.align,
        },
      },
    ];
  });
}

/**
 * Walks the user through `steps` with driver.js. Popovers are dialogs that take focus (on Next, or
 * Done), close on Esc or Close, move with the arrow keys and trap Tab between themselves and the
 * highlighted element; each offers 'Skip all tours'. Without motion when the user prefers reduced
 * motion. Returns a stop function, or null when no target is on the page. `onEnd` runs once,
 * however the tour ends, and says how.
 */
export function runTour(
  steps: readonly TourStep[],
  onEnd?: (how: TourEnd) => void,
): StopTour | null {
  const driveSteps = toDriveSteps(steps);
  if (driveSteps.length === 0) return null;

  const active = document.activeElement;
  const returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
  const motion = !prefersReducedMotion();
  let ended = false;

  const releaseKeys = ignoreEarlierEscape();
  const end = (how: TourEnd, restoreFocus: boolean) => {
    if (ended) return;
    ended = true;
    releaseKeys();
    tour.destroy();
    if (restoreFocus && returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    onEnd?.(how);
  };

  const tour = driver({
    steps: driveSteps,
    animate: motion,
    smoothScroll: motion,
    allowClose: true,
    allowKeyboardControl: true,
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    nextBtnText: tourLabels.next,
    prevBtnText: tourLabels.previous,
    doneBtnText: tourLabels.done,
    popoverClass,
    stagePadding: 6,
    stageRadius: 8,
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', tourLabels.close);
      // driver.js uses <header> and <footer>, which read as page landmarks outside sectioning
      // content. (The title still names the dialog through aria-labelledby.)
      popover.title.setAttribute('role', 'none');
      popover.footer.setAttribute('role', 'none');
      // Close last in the tab order (it sits top right); focus on Next (Done on the last step)
      // once driver.js has focused its first button, so Enter walks the tour forwards.
      popover.wrapper.appendChild(skipAllButton(() => end('skipped-all', true)));
      popover.wrapper.appendChild(popover.closeButton);
      queueMicrotask(() => {
        if (popover.nextButton.isConnected) popover.nextButton.focus();
      });
    },
    // Done, Close, Esc and overlay clicks all come here (driver.js then leaves destroying to us).
    onDestroyStarted: () => end('closed', true),
  });
  tour.drive();
  // A dialog that interrupts keeps the focus it took.
  return (how = 'closed') => end(how, false);
}

/**
 * driver.js closes a tour on Esc's keyup. A tour that starts as a dialog closes on Esc's keydown
 * would get that press's keyup and close unseen: until Esc goes down during the tour, its keyups
 * are kept from driver.js (a capture listener on window runs before driver.js's own there).
 * Returns the removal of both listeners.
 */
function ignoreEarlierEscape(): () => void {
  let pressedDuringTour = false;
  const down = (event: KeyboardEvent) => {
    if (event.key === 'Escape') pressedDuringTour = true;
  };
  const up = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !pressedDuringTour) event.stopImmediatePropagation();
  };
  window.addEventListener('keydown', down, true);
  window.addEventListener('keyup', up, true);
  return () => {
    window.removeEventListener('keydown', down, true);
    window.removeEventListener('keyup', up, true);
  };
}

/** 'Skip all tours', under Back and Next (before Close in the tab order). */
function skipAllButton(onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = skipAllClass;
  button.textContent = tourLabels.skipAll;
  button.addEventListener('click', onClick);
  return button;
}
