import { expect, type Locator, type Page } from '@playwright/test';
import type { StepCounts } from '../../../bench/first-call-model';
import { trackRequests, waitForQuietNetwork } from '../network-quiet';
import type { StepTally } from './step-tally';

export interface ActOptions {
  /** What the person waits for after the action: the wait until it shows is the machine's. */
  shows?: Locator;
  /** The action opens a dialog: one more screen to take in. */
  opensDialog?: boolean;
  /**
   * The page it leads to shows a guided tour (a new user's first visit): waited for and closed.
   * Any other tour is closed if it shows by the time the page has settled.
   */
  tour?: boolean;
}

/** A guided tour's step (driver.js popover): a dialog with the tour's own Close button. */
function shownTour(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Close tour' }) })
    .first();
}

/**
 * A Playwright page whose actions are counted as a person's (see StepCounts): every click, pick,
 * paste, field and typed character, the page loads and the screens they lead to, each tour that
 * shows once the page has settled (ended at once with its Close or 'Skip all tours' button: one
 * step seen, one click) and the machine's waits, measured from the action until what it leads to shows. A tour
 * that came up under an action would make it fail, never pass uncounted. Nothing here asserts a
 * figure.
 */
export class CountedPage {
  private lastView = '';

  /**
   * `tours`: how the person ends a tour that shows: its Close, or 'Skip all tours' (every tour
   * recorded at once, so no other page shows one).
   */
  constructor(
    readonly page: Page,
    private readonly tally: StepTally,
    private readonly tours: 'close' | 'skip all' = 'close',
  ) {
    trackRequests(page);
    page.on('load', () => this.tally.add({ pageLoads: 1 }));
  }

  /** Opens the portal's home page: the one address the partner types (not counted as typing). */
  async open(path: string, shows: Locator): Promise<void> {
    await this.timed(() => this.page.goto(path), { shows });
  }

  async click(target: Locator, options: ActOptions = {}): Promise<void> {
    this.tally.add({ clicks: 1 });
    await this.timed(() => target.click(), options);
  }

  /** A key that acts as a click would (Enter to submit or run). */
  async press(target: Locator, key: string, options: ActOptions = {}): Promise<void> {
    this.tally.add({ clicks: 1 });
    await this.timed(() => target.press(key), options);
  }

  /** Ticks a checkbox: one click. */
  async tick(target: Locator): Promise<void> {
    this.tally.add({ clicks: 1 });
    await target.check();
  }

  /** Picks an option of a native select: a click to open it, one to choose. */
  async choose(target: Locator, label: string): Promise<void> {
    this.tally.add({ clicks: 2 });
    await target.selectOption({ label });
  }

  /** Types `text` by hand into a field. */
  async type(target: Locator, text: string): Promise<void> {
    this.tally.add({ fields: 1, chars: text.length });
    await target.fill(text);
  }

  /** Corrects a field by hand to `text`, with `keystrokes` keys pressed (a deletion is one). */
  async edit(target: Locator, text: string, keystrokes: number): Promise<void> {
    this.tally.add({ chars: keystrokes });
    await target.fill(text);
  }

  /** Fills a field with `fill` (a project helper) and counts what it typed as typed by hand. */
  async typeWith(target: Locator, fill: () => Promise<void>): Promise<void> {
    await fill();
    this.tally.add({ fields: 1, chars: (await target.inputValue()).length });
  }

  /** Pastes `text` into a field. */
  async paste(target: Locator, text: string): Promise<void> {
    this.tally.add({ fields: 1, pastes: 1 });
    await target.fill(text);
  }

  /** Types a code read from an e-mail: the mail read, and its characters typed. */
  async enterMailedCode(target: Locator, code: string): Promise<void> {
    this.tally.add({ fields: 1, codes: 1, chars: code.length });
    await target.fill(code);
  }

  /** The browser's Back button. */
  async back(options: ActOptions = {}): Promise<void> {
    this.tally.add({ clicks: 1 });
    await this.timed(() => this.page.goBack(), options);
  }

  /** Follows a link in the person's mail: a click, into this page. */
  async followMailLink(url: string, options: ActOptions = {}): Promise<void> {
    this.tally.add({ clicks: 1 });
    await this.timed(() => this.page.goto(url), options);
  }

  /** Counts what the person does outside the page (their terminal): clicks, pastes, characters. */
  outside(counts: Partial<StepCounts>): void {
    this.tally.add(counts);
  }

  /** One more screen to take in that no action of this page opened (e.g. a refusal shown). */
  sees(): void {
    this.tally.add({ screens: 1 });
  }

  private async timed(action: () => Promise<unknown>, options: ActOptions): Promise<void> {
    const started = performance.now();
    await action();
    if (options.shows) await expect(options.shows).toBeVisible();
    this.tally.add({ waitMs: Math.round(performance.now() - started) });
    if (options.opensDialog) this.tally.add({ screens: 1 });
    await this.settle(options.tour ?? false);
  }

  /** After the page has answered: a new view counts as a screen, a tour shown is closed. */
  private async settle(tourDue: boolean): Promise<void> {
    await waitForQuietNetwork(this.page).catch(() => undefined);
    const view = this.view();
    if (view !== this.lastView) {
      this.lastView = view;
      this.tally.add({ screens: 1 });
    }
    const tour = shownTour(this.page);
    if (tourDue) await expect(tour).toBeVisible();
    else if (!(await tour.isVisible())) return;
    this.tally.add({ tours: 1, screens: 1, clicks: 1 });
    const end = this.tours === 'skip all' ? 'Skip all tours' : 'Close tour';
    await tour.getByRole('button', { name: end }).click();
    await expect(tour).toBeHidden();
  }

  private view(): string {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }
}
