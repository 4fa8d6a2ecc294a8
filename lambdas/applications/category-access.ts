import type { CategorySummary } from '../../shared/api/catalogue-operations';
import { messages, requestAccessForSubscribe } from '../../shared/messages';
import type { Caller } from '../lib/caller';
import { Forbidden } from '../lib/errors';
import { mayUseCategory } from '../users/category-access';

/**
 * Refuses (403, spec §6 texts) a subscription to a category that is not subscribable, or that
 * the caller may not use (users/category-access.ts).
 */
export async function assertMaySubscribe(caller: Caller, category: CategorySummary): Promise<void> {
  if (!category.subscribable) throw new Forbidden(messages.categoryNotSubscribable);
  if (!(await mayUseCategory(caller, category))) {
    throw new Forbidden(requestAccessForSubscribe(category.name));
  }
}
