import type { SearchHit } from '../../shared/api/docs-operations';
import { matchesEveryWord, searchWords } from './search-words';

/** A hit that matched the whole term, with what ranks it. */
export interface Candidate {
  hit: SearchHit;
  /** Every word of the term starts a word of the display name. */
  inDisplayName: boolean;
  /** The display name begins with the term's first word. */
  startsDisplayName: boolean;
}

/** The candidate for `hit`, or none when some word of the term is in none of its text. */
export function candidate(hit: SearchHit, termWords: string[]): Candidate | undefined {
  const nameWords = searchWords(hit.displayName);
  const textWords = [...nameWords, ...searchWords(`${hit.description} ${hit.category}`)];
  if (!matchesEveryWord(termWords, textWords)) return undefined;
  return {
    hit,
    inDisplayName: matchesEveryWord(termWords, nameWords),
    startsDisplayName: termWords[0] !== undefined && !!nameWords[0]?.startsWith(termWords[0]),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Display-name matches first, then those the term starts, then alphabetical. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    Number(b.inDisplayName) - Number(a.inDisplayName) ||
    Number(b.startsDisplayName) - Number(a.startsDisplayName) ||
    collator.compare(a.hit.displayName, b.hit.displayName) ||
    collator.compare(a.hit.service, b.hit.service) ||
    collator.compare(a.hit.name, b.hit.name)
  );
}
