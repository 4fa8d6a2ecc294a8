import { faqTabs, slugify, type FaqTab } from '../../../../../shared/domain/content';

/** A tab's name in the URL (`/faq?tab=usage-plans`), so a tab can be linked. */
export const faqTabParam = (tab: FaqTab) => slugify(tab);

/** The tab a `?tab=` names (its slug or its name, any case); the first tab otherwise. */
export function faqTabFrom(param: string | null): FaqTab {
  const wanted = slugify(param ?? '');
  return faqTabs.find((tab) => faqTabParam(tab) === wanted) ?? faqTabs[0];
}

/** Words of a search, lower case; an entry matches when its question or answer has every one. */
const words = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

export function matchesSearch(entry: { question: string; answer: string }, search: string) {
  const text = `${entry.question}\n${entry.answer}`.toLowerCase();
  return words(search).every((word) => text.includes(word));
}

/** The entries of one tab that match the search (all of the tab for an empty search). */
export function filterFaq<E extends { tab: FaqTab; question: string; answer: string }>(
  entries: readonly E[],
  tab: FaqTab,
  search: string,
): E[] {
  return entries.filter((entry) => entry.tab === tab && matchesSearch(entry, search));
}
