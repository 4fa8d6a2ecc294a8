/**
 * How the API search reads text: lower-cased words of letters and digits. A term matches a text
 * when every word of the term starts some word of the text (prefix-of-word match).
 */

/** The index keys on this many leading characters of a word (the search's minimum length). */
export const prefixLength = 3;

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The first `prefixLength` characters (code points) of a word. */
export function wordPrefix(word: string): string {
  return [...word].slice(0, prefixLength).join('');
}

/** Words long enough to be index keys. */
export function indexableWords(text: string): string[] {
  return searchWords(text).filter((word) => [...word].length >= prefixLength);
}

/** The word of the term the index is read by: the longest (the most selective), or none. */
export function keyWord(termWords: string[]): string | undefined {
  let best: string | undefined;
  for (const word of termWords) if (!best || [...word].length > [...best].length) best = word;
  return best && [...best].length >= prefixLength ? best : undefined;
}

/** Whether every term word starts one of the text's words. */
export function matchesEveryWord(termWords: string[], textWords: string[]): boolean {
  return termWords.every((term) => textWords.some((word) => word.startsWith(term)));
}

/**
 * Words too common in descriptions to be worth an index item each (a sixth of a description's
 * items): the description's hits are not keyed by them; display names still are.
 */
export const descriptionStopWords: ReadonlySet<string> = new Set([
  'the',
  'and',
  'for',
  'with',
  'from',
  'into',
  'that',
  'this',
  'its',
  'are',
  'via',
  'per',
]);
