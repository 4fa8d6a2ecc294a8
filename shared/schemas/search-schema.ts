import { z } from 'zod';
import { invalidMessage, noResultMessage } from './field-messages';
import { maxLength, requiredText, satisfies } from './text-field';

/** The API search (and the header's suggestions) start at this many characters (spec §5, §9). */
export const searchMinLength = 3;
/** The organization search of the register form starts at this many characters (spec §5, §9). */
export const organizationSearchMinLength = 3;
/** Not in the spec: a bound so a search request stays small. */
export const searchMaxLength = 100;

export { noResultMessage };

/** Whether a typed term is long enough to start a search (the UI waits until it is). */
export function isSearchable(term: string, minLength: number = searchMinLength): boolean {
  return term.trim().length >= minLength;
}

/**
 * A search term, trimmed. The UI does not search below `searchMinLength`, so the spec has no
 * message for it; the server answers a blank, shorter or over-long term with 'Search is invalid'.
 */
export const searchTermSchema = requiredText(invalidMessage('Search'), [
  satisfies((term) => isSearchable(term), invalidMessage('Search')),
  maxLength(searchMaxLength, invalidMessage('Search')),
]);

/** POST product category search (spec §7): payload `search`. */
export const productSearchSchema = z.object({ search: searchTermSchema });

export type ProductSearch = z.output<typeof productSearchSchema>;
