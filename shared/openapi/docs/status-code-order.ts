/** Sorts response codes ascending (spec §9), `default` after every number. */
export function codeOrder(code: string): number {
  const n = Number(code);
  return Number.isInteger(n) ? n : 1000;
}
