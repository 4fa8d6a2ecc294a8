/**
 * The search rules without the schema library, for code that must stay light (the header search
 * sits on the home page's first load; search-schema.ts builds the server's schema on these).
 */

/** The API search (and the header's suggestions) start at this many characters (spec §5, §9). */
export const searchMinLength = 3;
/** The organization search of the register form starts at this many characters (spec §5, §9). */
export const organizationSearchMinLength = 3;
/** Not in the spec: a bound so a search request stays small. */
export const searchMaxLength = 100;

/** Whether a typed term is long enough to start a search (the UI waits until it is). */
export function isSearchable(term: string, minLength: number = searchMinLength): boolean {
  return term.trim().length >= minLength;
}
