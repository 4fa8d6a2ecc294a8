import type { SiteConfig } from '../../../shared/site-config';

/**
 * The fields the app cannot start without, checked in the browser before anything renders.
 * The whole file is checked against the shared schema where it is written (the stack at synth,
 * `npm start` at start): the schema's runtime stays off the home page's first load. A test keeps
 * this list equal to the schema's required keys.
 */
export const requiredConfigFields = [
  'stage',
  'region',
  'userPoolId',
  'userPoolClientId',
  'apiUrl',
] as const satisfies readonly (keyof SiteConfig)[];

const urlFields = new Set<string>(['apiUrl', 'userPoolEndpoint', 'outboxUrl']);

/** The problems of a candidate `/config.json`, one line per bad field (empty when it will do). */
export function configProblems(raw: unknown): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return ['the file must hold a JSON object'];
  const record = raw as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of requiredConfigFields) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${field}: must not be empty`);
  }
  for (const field of urlFields) {
    const value = record[field];
    if (value === undefined || (field === 'apiUrl' && problems.some((p) => p.startsWith('apiUrl'))))
      continue;
    if (!isHttpUrl(value)) problems.push(`${field}: must be an http(s) URL`);
  }
  return problems;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
