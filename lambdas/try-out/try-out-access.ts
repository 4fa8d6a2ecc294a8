import type { CategorySummary } from '../../shared/api/catalogue-operations';
import { requestAccessForTryOut } from '../../shared/messages';
import type { Caller } from '../lib/caller';
import { Forbidden } from '../lib/errors';
import { mayUseCategory } from '../users/category-access';

/**
 * Refuses (403, spec §6) try out on a category the caller may not use. Unlike subscribing, a
 * category that takes no subscriptions may still be tried out.
 */
export async function assertMayTryOut(
  caller: Caller,
  category: Pick<CategorySummary, 'name' | 'requestAccess'>,
): Promise<void> {
  if (!(await mayUseCategory(caller, category))) {
    throw new Forbidden(requestAccessForTryOut(category.name));
  }
}
