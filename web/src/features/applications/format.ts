const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** A created date as the tables show it, e.g. '25 Nov 2026'; an unreadable value as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
