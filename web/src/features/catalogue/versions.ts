/** Versions newest first, comparing numbers inside names (v10 after v9). */
export function newestFirst(versions: readonly string[]): string[] {
  return [...new Set(versions)].sort((a, b) =>
    b.localeCompare(a, undefined, { numeric: true, sensitivity: 'base' }),
  );
}
