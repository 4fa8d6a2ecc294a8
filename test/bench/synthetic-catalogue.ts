import type { SearchHit } from '../../shared/api/docs-operations';
import { categoryNames } from '../../shared/categories';

/**
 * A made-up catalogue of `count` APIs that reads like the maker's: verbs, car-business nouns
 * and qualifiers in names and descriptions, so common words ('vehicle', 'get') match thousands
 * of APIs and rare ones a few. Deterministic: the same figures run after run.
 */
const verbs = [
  'Get',
  'List',
  'Create',
  'Update',
  'Delete',
  'Search',
  'Validate',
  'Cancel',
  'Schedule',
  'Register',
  'Approve',
  'Export',
  'Import',
  'Calculate',
  'Reserve',
  'Track',
  'Notify',
  'Submit',
];
const nouns = [
  'vehicle',
  'dealer',
  'booking',
  'invoice',
  'warranty',
  'recall',
  'spare part',
  'test drive',
  'quotation',
  'customer',
  'lease',
  'loan',
  'insurance policy',
  'service appointment',
  'charging session',
  'parking slot',
  'number plate',
  'odometer reading',
  'fleet',
  'trip',
  'tyre',
  'battery',
  'accessory',
  'trade-in',
  'delivery',
  'registration',
  'inspection',
  'campaign',
  'lead',
  'order',
];
const qualifiers = [
  'status',
  'history',
  'document',
  'location',
  'details',
  'summary',
  'price',
  'eligibility',
  'availability',
  'report',
  'schedule',
  'feedback',
  'images',
  'contract',
  'payment',
  'reminder',
];
const audiences = ['dealers', 'partners', 'fleet managers', 'customers', 'workshops', 'insurers'];
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const title = (text: string) => text.replace(/(^|[\s-])\w/g, (c) => c.toUpperCase());
const camel = (text: string) =>
  text
    .split(/[\s-]+/)
    .map((word, i) => (i === 0 ? word.toLowerCase() : title(word)))
    .join('');

export function syntheticHits(count = 10_000): SearchHit[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const hits: SearchHit[] = [];
  const perService = 20;
  for (let i = 0; i < count; i++) {
    const s = Math.floor(i / perService);
    const serviceNoun = nouns[s % nouns.length]!;
    const service = `${serviceNoun.replace(/\s+/g, '-')}-${s}`;
    const [verb, noun, qualifier] = [pick(verbs), pick(nouns), pick(qualifiers)];
    const displayName = `${verb} ${noun} ${qualifier}`;
    hits.push({
      name: `${camel(displayName)}${i}`,
      displayName: title(displayName),
      description:
        `${verb}s the ${qualifier} of a ${noun} for ${pick(audiences)}; ` +
        `works with the ${pick(nouns)} ${pick(qualifiers)} and answers within the SLA.`,
      category: categoryNames[s % categoryNames.length]!,
      service,
      apiName: title(`${serviceNoun} API ${s}`),
      method: pick(methods),
      versions: next() < 0.3 ? ['v1', 'v2'] : ['v1'],
    });
  }
  return hits;
}

/** A few hundred terms a visitor might type: words, prefixes, pairs, misses. */
export function benchTerms(count = 300): string[] {
  const next = random(7);
  const words = [...verbs, ...nouns, ...qualifiers, ...categoryNames].map((w) => w.toLowerCase());
  const terms: string[] = [];
  for (let i = 0; terms.length < count; i++) {
    const word = words[Math.floor(next() * words.length)]!;
    const kind = i % 5;
    if (kind === 0) terms.push(word.slice(0, 3));
    else if (kind === 1) terms.push(word.slice(0, Math.max(3, Math.ceil(word.length * 0.7))));
    else if (kind === 2) terms.push(word);
    else if (kind === 3) terms.push(`${word} ${words[Math.floor(next() * words.length)]!}`);
    else terms.push(`${word.slice(0, 3)}zq${i}`);
  }
  return terms;
}
