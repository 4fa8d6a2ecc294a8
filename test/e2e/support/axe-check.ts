/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { trackRequests, waitForQuietNetwork } from './network-quiet';

/** WCAG 2.2 AA as axe tags it (2.0, 2.1 and 2.2 criteria at levels A and AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const themes = ['light', 'dark'] as const;
export const widths = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type WidthName = keyof typeof widths;
/**
 * The rules whose outcome a theme can change: a theme swaps colour tokens only
 * (web/src/styles/tokens.css), never what is shown, so in the second theme only these run.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The page's own content is in: its heading, no loading state left, the network quiet (the
 * requests counted since `trackRequests(page)`).
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await waitForQuietNetwork(page);
}

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; any: { message: string }[] }[];
}

/** Which rules run and what fails: the sweep's choice unless told otherwise. */
export interface AxeOptions {
  /** axe's default rules (best practices such as landmarks and heading order too), not WCAG only. */
  allRules?: boolean;
  /** Only serious and critical violations fail. */
  seriousOnly?: boolean;
  /** Checks only inside this selector. */
  include?: string;
  /** Leaves this selector out. */
  exclude?: string;
  /** Only these rules (the colour rules in a second theme). */
  rules?: readonly string[];
}

/**
 * axe on the page as it is now, a fresh copy of axe each run (a reused one was seen mixing the
 * previous theme's text colour into a contrast check). Legacy mode runs axe.run in the page
 * itself, not runPartial plus finishRun in a new blank page: the same rules, a third of the time.
 */
async function runAxe(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  // Nodes listed for violations only: the passes' and incompletes' details were 40 % of a
  // full run's time (0.54 → 0.33 s a page), and nothing reads them.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (options.rules) builder = builder.withRules([...options.rules]);
  else if (!options.allRules) builder = builder.withTags(wcagTags);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return options.seriousOnly
    ? violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')
    : violations;
}

/** One line per violation, naming where and why. */
function describeViolations(label: string, violations: Violation[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 6)
      .map((node) => `${node.target.join(' ')}${node.any[0] ? ` [${node.any[0].message}]` : ''}`);
    return `${label}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help} → ${nodes.join('; ')}`;
  });
}

/** How a route was opened: by the app's router, by a load, or loaded when the router did not show it. */
export type OpenedBy = 'router' | 'load' | 'load after the router';

/**
 * Opens `url` in `page`. When the page already shows another path of the app, through the app's
 * own router, as the browser's Back and Forward do (a history entry, then popstate): a full load
 * was most of a sweep check's time, and the router renders the same page either way. It has
 * arrived when the layout moved focus to the new page's main landmark or a heading not of the
 * page before shows; otherwise (a path the router renders with the same component) it loads.
 */
export async function openRoute(page: Page, url: string): Promise<OpenedBy> {
  const current = page.url();
  const inApp =
    current.startsWith('http') && new URL(current).pathname !== new URL(url, current).pathname;
  if (!inApp) {
    await page.goto(url);
    return 'load';
  }
  await page.evaluate((href) => {
    document
      .querySelectorAll('main h1')
      .forEach((heading) => heading.setAttribute('data-left-behind', ''));
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // The entry as React Router's history writes one, so its later pushes count on from it.
    const previous = window.history.state as { idx?: number } | null;
    const entry = {
      usr: null,
      key: Math.random().toString(36).slice(2, 10),
      idx: (previous?.idx ?? 0) + 1,
    };
    window.history.pushState(entry, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: entry }));
  }, url);
  const arrived = await page
    .waitForFunction(
      () =>
        document.activeElement === document.querySelector('main') ||
        document.querySelector('main h1:not([data-left-behind])') !== null,
      undefined,
      { timeout: 3_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (arrived) return 'router';
  await page.goto(url);
  return 'load after the router';
}

export interface RouteCheck {
  violations: string[];
  /** axe runs done: one per theme per width (the second theme's colour rules only), none when
   * the page was checked already. */
  runs: number;
  /** Where the visit landed (path and query), after any redirect. */
  landedOn: string;
  openedBy: OpenedBy;
}

/**
 * Opens `url` once (`openRoute`), waits for its content, then runs axe in the light and dark themes (the
 * device's setting, followed while the choice is System) at each width, resizing in place: every
 * WCAG rule in the light theme, the colour rules in the dark one (nothing else differs). A
 * landing already in `checked` (the sign-in page every protected route sends a visitor to) is
 * not checked again.
 */
export async function checkRoute(
  page: Page,
  url: string,
  widthNames: readonly WidthName[],
  checked: Set<string>,
): Promise<RouteCheck> {
  await page.setViewportSize(widths[widthNames[0] ?? 'desktop']);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  trackRequests(page);
  const openedBy = await openRoute(page, url);
  await waitForContent(page);
  const landed = new URL(page.url());
  const check: RouteCheck = {
    violations: [],
    runs: 0,
    landedOn: landed.pathname + landed.search,
    openedBy,
  };
  const key = `${check.landedOn} ${widthNames.join(',')}`;
  if (checked.has(key)) return check;
  checked.add(key);
  for (const width of widthNames) {
    await page.setViewportSize(widths[width]);
    for (const [index, theme] of themes.entries()) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Two frames: the resize and the theme's new tokens are painted before axe reads colours.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const found = await runAxe(page, index === 0 ? {} : { rules: colourRules });
      check.violations.push(...describeViolations(`${url} ${theme} ${width}`, found));
      check.runs += 1;
    }
  }
  return check;
}

/**
 * axe on the state a journey brought the page to (an open dialog, a form showing its errors, an
 * expanded row, the journey's own data, a signed-in page on a phone): the states the every-route
 * sweep, which only loads each route, cannot reach.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const here = new URL(page.url());
  const found = await runAxe(page, options);
  expect(describeViolations(here.pathname + here.search, found)).toEqual([]);
}
