import { useEffect, useState } from 'react';
import type { SearchHit } from '../../../../shared/api/docs-operations';
import { isSearchable } from '../../../../shared/schemas/search-rules';
import { callOperation } from '../../lib/api-client';

/** The FAQ page's tabs (spec §2), suggested when their name contains the term. */
export const faqTabs = ['General', 'API Related', 'Onboarding', 'Usage Plans', 'SOPs'] as const;

export type Suggestion =
  { kind: 'api'; hit: SearchHit; href: string } | { kind: 'faq'; tab: string; href: string };

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; suggestions: Suggestion[] }
  | { status: 'failed'; term: string };

export interface SuggestionTiming {
  /** Typing pauses this long before a request. */
  debounceMs: number;
  /** The loader shows at least this long (spec §9: 1 second). */
  loaderMs: number;
}

export const defaultTiming: SuggestionTiming = { debounceMs: 250, loaderMs: 1000 };

export function faqSuggestions(term: string): Suggestion[] {
  const needle = term.trim().toLowerCase();
  return faqTabs
    .filter((tab) => tab.toLowerCase().includes(needle))
    .map((tab) => ({ kind: 'faq', tab, href: `/faq?tab=${encodeURIComponent(tab)}` }));
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

/**
 * The header's suggestions for `term`: nothing below 3 characters; else a loader from the first
 * keystroke for `loaderMs`, one request once typing pauses, then the API hits and FAQ tabs. A
 * newer term cancels the older request.
 */
export function useSearchSuggestions(
  term: string,
  { debounceMs, loaderMs }: SuggestionTiming = defaultTiming,
): SuggestionsState {
  const [settled, setSettled] = useState<SuggestionsState & { term: string }>();
  const searchable = isSearchable(term);
  const trimmed = term.trim();

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const { signal } = controller;
    const shownLongEnough = wait(loaderMs, signal);
    void wait(debounceMs, signal)
      .then(async () => {
        if (signal.aborted) return undefined;
        // The contract (and its schema library) loads with the first search, off the home
        // page's first load.
        const { searchApis } = await import('../../../../shared/api/docs-operations');
        return callOperation(searchApis, { body: { search: trimmed }, signal });
      })
      .then(async (answer) => {
        await shownLongEnough;
        if (signal.aborted || !answer) return;
        const apis: Suggestion[] = answer.items.map((hit) => ({
          kind: 'api',
          hit,
          href: `/apis/detail/${encodeURIComponent(hit.name)}`,
        }));
        setSettled({
          status: 'done',
          term: trimmed,
          suggestions: [...apis, ...faqSuggestions(trimmed)],
        });
      })
      .catch(async () => {
        await shownLongEnough;
        if (!signal.aborted) setSettled({ status: 'failed', term: trimmed });
      });
    return () => controller.abort();
  }, [searchable, trimmed, debounceMs, loaderMs]);

  if (!searchable) return { status: 'idle' };
  if (settled?.term !== trimmed) return { status: 'loading', term: trimmed };
  return settled;
}
