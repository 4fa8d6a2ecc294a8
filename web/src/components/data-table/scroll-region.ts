/**
 * The props of a table's scroll box: a named region in the tab order, so a keyboard user can
 * scroll a table wider than the screen (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function scrollRegion(label: string) {
  return { role: 'region', 'aria-label': label, tabIndex: 0 } as const;
}
