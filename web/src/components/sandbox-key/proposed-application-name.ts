import {
  applicationNameKey,
  applicationNameMaxLength,
} from '../../../../shared/schemas/application-schema';

/**
 * A valid name for a new application that none of `taken` has (compared as the server does,
 * case-insensitively): `<service>-app`, then `<service>-app-2`, `-3`… Cut to the name's length
 * limit, the suffix kept.
 */
export function proposedApplicationName(service: string, taken: readonly string[]): string {
  const used = new Set(taken.map(applicationNameKey));
  // A service slug is [a-z0-9-] already; anything else would break the name rule.
  const base = `${service.replace(/[^A-Za-z0-9_'-]+/g, '-')}-app`;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const stem = base.slice(0, applicationNameMaxLength - suffix.length).replace(/-+$/, '');
    const name = `${stem || 'sandbox-app'}${suffix}`;
    if (!used.has(applicationNameKey(name))) return name;
  }
}
