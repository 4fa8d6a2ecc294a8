/** API status badges (spec §4): chosen by the status text with spaces removed, lower-cased. */
export type BadgeTone = 'success' | 'warning' | 'caution' | 'danger' | 'neutral';

export interface ApiStatusBadge {
  /** The normalised status key, e.g. 'undermaintenance'. */
  key: string;
  title: string;
  tone: BadgeTone;
  /** Background colour (hex) with AA contrast against white text. */
  colour: string;
}

/** The statuses an admin may set on an API (spec §4's known badges). */
export const apiStatuses = ['active', 'undermaintenance', 'tobeexpired', 'expired'] as const;
export type ApiStatus = (typeof apiStatuses)[number];

const known: Record<ApiStatus, Omit<ApiStatusBadge, 'key'>> = {
  active: { title: 'Live', tone: 'success', colour: '#1b7f3b' },
  undermaintenance: { title: 'Under Maintenance', tone: 'warning', colour: '#8a5300' },
  tobeexpired: { title: 'To Be Expired', tone: 'caution', colour: '#6d4c9f' },
  expired: { title: 'Expired', tone: 'danger', colour: '#b3261e' },
};

const fallback: Omit<ApiStatusBadge, 'key'> = {
  title: 'Unknown',
  tone: 'neutral',
  colour: '#5f6368',
};

export function normaliseStatus(status: string): string {
  return status.replace(/\s+/g, '').toLowerCase();
}

export function isApiStatus(value: string): value is ApiStatus {
  return (apiStatuses as readonly string[]).includes(value);
}

export function apiStatusBadge(status: string | undefined | null): ApiStatusBadge {
  const key = normaliseStatus(status ?? '');
  return { key, ...(isApiStatus(key) ? known[key] : fallback) };
}
