/**
 * Key shapes of the API search index in the catalogue table (see lambdas/data/tables.ts). The
 * index is written as a generation: its hit items live under the generation's id, and the
 * pointer says which generation searches read, so a re-seed swaps the whole index at once.
 */

/** Which field a hit item's word comes from: the display name, or only the other text. */
export type HitField = 'N' | 'T';

export const pointerKey = { pk: 'SEARCH', sk: 'CURRENT' } as const;

export const generationPk = 'SEARCHGEN';
export const generationKey = (generation: string) => ({ pk: generationPk, sk: generation });

/** The partition of one generation's hits whose word starts with `prefix`, for one field. */
export const hitPk = (generation: string, field: HitField, prefix: string) =>
  `SEARCH#${generation}#${field}#${prefix}`;

/** Words hold only letters and digits, so `#` ends the word: `begins_with(sk, word)` finds it. */
export const hitSk = (word: string, service: string, name: string) => `${word}#${service}#${name}`;

/** A new generation id: sortable by time, unique across concurrent seeds. */
export function newGeneration(now = new Date()): string {
  return `${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
