import * as z from 'zod';
import { invalidMessage, noResultMessage } from './field-messages';
import { maxLength, requiredText, satisfies } from './text-field';
import {
  isSearchable,
  organizationSearchMinLength,
  searchMaxLength,
  searchMinLength,
} from './search-rules';

export { noResultMessage };
export { isSearchable, organizationSearchMinLength, searchMaxLength, searchMinLength };

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
