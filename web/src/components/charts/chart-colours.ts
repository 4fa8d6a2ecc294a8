/**
 * The charts' palette as design tokens (styles/tokens.css has a light and a dark value of each),
 * so swatches in HTML follow the theme by CSS and the canvas by `resolveCssColour`.
 */
export const chartColours = [
  'var(--color-chart-1)',
  'var(--color-chart-2)',
  'var(--color-chart-3)',
  'var(--color-chart-4)',
  'var(--color-chart-5)',
  'var(--color-chart-6)',
  'var(--color-chart-7)',
  'var(--color-chart-8)',
] as const;

const tokenColour = /^var\((--[\w-]+)\)(.*)$/;

/**
 * A colour a canvas can draw: `var(--token)` becomes the token's current value, keeping a hex
 * alpha suffix (`var(--color-chart-1)cc` → `#5b9bffcc`); other colours pass unchanged.
 */
export function resolveCssColour(colour: string, element: Element = document.documentElement) {
  const match = tokenColour.exec(colour);
  if (!match?.[1]) return colour;
  const value = getComputedStyle(element).getPropertyValue(match[1]).trim();
  return value ? `${value}${match[2] ?? ''}` : colour;
}
