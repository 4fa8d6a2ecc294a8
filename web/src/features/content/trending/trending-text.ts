/** Spec §9: a trending card's description is cut at this many characters. */
export const descriptionLimit = 120;

/**
 * The description as a card shows it: whole up to `limit` characters; longer, its first `limit`
 * characters (trailing spaces dropped) and an ellipsis.
 */
export function cutDescription(text: string, limit = descriptionLimit): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  return `${clean.slice(0, limit).trimEnd()}…`;
}

/** Yesterday's date, `YYYY-MM-DD` in UTC: the day the trending job ranks (spec §4). */
export function yesterdayUtc(now: Date = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}
