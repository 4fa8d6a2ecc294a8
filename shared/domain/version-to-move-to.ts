/** 'v2' → 2, for ordering versions. */
export const versionNumber = (version: string) => Number(version.replace(/^v/, '')) || 0;

/**
 * The version the users of an API of `version` are to move to when it is to be expired: the
 * service's newest after it; undefined when there is none yet.
 */
export function versionToMoveTo(versions: readonly string[], version: string): string | undefined {
  const newer = versions.filter((v) => versionNumber(v) > versionNumber(version));
  return newer.sort((a, b) => versionNumber(b) - versionNumber(a))[0];
}
