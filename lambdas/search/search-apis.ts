import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchHitLimit, type SearchHit } from '../../shared/api/docs-operations';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { hitAttributes, toHit, type HitItem } from './hit-items';
import { candidate, compareCandidates, type Candidate } from './rank-hits';
import { hitPk, pointerKey, type HitField } from './search-keys';
import { descriptionStopWords, keyWord, searchWords, wordPrefix } from './search-words';

const projection = {
  ProjectionExpression: hitAttributes.map((name) => `#${name}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(hitAttributes.map((name) => [`#${name}`, name])),
};

type Hits = Map<string, Candidate>;

/**
 * Reads the hits of one field whose word starts with `word` (one Query, pages followed while
 * `more()` says they may still matter) into `into`, keeping those that match the whole term.
 */
async function readField(
  generation: string,
  field: HitField,
  word: string,
  termWords: string[],
  into: Hits,
  more: () => boolean,
): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('catalogue'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
        ExpressionAttributeValues: {
          ':pk': hitPk(generation, field, wordPrefix(word)),
          ':word': word,
        },
        ...projection,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (out.Items ?? []) as HitItem[]) {
      const hit = toHit(item);
      const id = `${hit.service}/${hit.name}`;
      if (into.has(id)) continue;
      const found = candidate(hit, termWords);
      if (found) into.set(id, found);
    }
    start = out.LastEvaluatedKey;
  } while (start && more());
}

/**
 * The APIs whose display name, description or category contain every word of `term`, best
 * first, at most `searchHitLimit`. Reads the index pointer, then Queries the partitions of the
 * term's longest word: display-name hits and other-text hits in parallel; the other-text pages
 * stop once enough display-name hits outrank anything they could add.
 */
export async function searchApis(term: string): Promise<SearchHit[]> {
  const termWords = searchWords(term);
  // A stop word keys only display-name hits: read by another word of the term when it has one.
  const word = keyWord(termWords.filter((w) => !descriptionStopWords.has(w))) ?? keyWord(termWords);
  if (!word) return [];
  const pointer = await dynamo().send(
    new GetCommand({ TableName: tableName('catalogue'), Key: pointerKey }),
  );
  const generation = pointer.Item?.generation as string | undefined;
  if (!generation) return [];
  const inName: Hits = new Map();
  const inText: Hits = new Map();
  const nameFull = () =>
    [...inName.values()].filter((found) => found.inDisplayName).length >= searchHitLimit;
  await Promise.all([
    readField(generation, 'N', word, termWords, inName, () => true),
    descriptionStopWords.has(word)
      ? undefined
      : readField(generation, 'T', word, termWords, inText, () => !nameFull()),
  ]);
  const all = new Map([...inText, ...inName]);
  return [...all.values()]
    .sort(compareCandidates)
    .slice(0, searchHitLimit)
    .map((found) => found.hit);
}
