import type { SearchHit } from '../../shared/api/docs-operations';
import { hitPk, hitSk, type HitField } from './search-keys';
import { descriptionStopWords, indexableWords, wordPrefix } from './search-words';

/**
 * One hit item of the index, attributes short because there is one item per API and word:
 * d displayName, s description, c category, v service, a apiName, m method, r versions, n name.
 */
export interface HitItem {
  pk: string;
  sk: string;
  n: string;
  d: string;
  s: string;
  c: string;
  v: string;
  a: string;
  m: SearchHit['method'];
  r: string[];
}

/** The attributes a search reads back (not the keys). */
export const hitAttributes = ['n', 'd', 's', 'c', 'v', 'a', 'm', 'r'] as const;

export function toHit(item: Omit<HitItem, 'pk' | 'sk'>): SearchHit {
  return {
    name: item.n,
    displayName: item.d,
    description: item.s,
    category: item.c,
    service: item.v,
    apiName: item.a,
    method: item.m,
    versions: item.r,
  };
}

/**
 * The hit items of one API: one per distinct indexable word, under the display name's field
 * (`N`) when the display name has the word, else under the other text's (`T`, stop words
 * left out), so a search can read display-name matches first.
 */
export function hitItems(hit: SearchHit, generation: string): HitItem[] {
  const nameWords = new Set(indexableWords(hit.displayName));
  const otherWords = new Set(indexableWords(`${hit.description} ${hit.category}`));
  const attributes = {
    n: hit.name,
    d: hit.displayName,
    s: hit.description,
    c: hit.category,
    v: hit.service,
    a: hit.apiName,
    m: hit.method,
    r: hit.versions,
  };
  const item = (field: HitField, word: string): HitItem => ({
    pk: hitPk(generation, field, wordPrefix(word)),
    sk: hitSk(word, hit.service, hit.name),
    ...attributes,
  });
  return [
    ...[...nameWords].map((word) => item('N', word)),
    ...[...otherWords]
      .filter((word) => !nameWords.has(word) && !descriptionStopWords.has(word))
      .map((word) => item('T', word)),
  ];
}
