/**
 * A `when` predicate for an object refinement (zod 4 runs object refinements only when every field
 * passed, unless given `when`): run it as soon as each named field holds a non-empty string, so a
 * cross-field message (e.g. a password mismatch) shows while other fields are still unfinished.
 */
export function whenFilled(...keys: readonly string[]) {
  return (payload: { value: unknown }): boolean => {
    const { value } = payload;
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return keys.every((key) => typeof record[key] === 'string' && record[key] !== '');
  };
}
