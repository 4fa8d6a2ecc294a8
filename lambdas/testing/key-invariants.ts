import type { InMemoryControlPlane } from './in-memory-control-plane';
import type { InMemoryDynamo } from './in-memory-dynamo';

interface KeyReference {
  apiKeyId: string;
  usagePlanId?: string;
  where: string;
  /** Held by something on its way out, whose removal tolerates a key already gone. */
  removing: boolean;
}

type Item = Record<string, unknown>;

/**
 * Deleting a key and its record cannot be one step, so a deletion states its intent first and
 * finishes on a retry: a rotation marker is the sweeper's to-do (it removes the key, tolerating
 * one already gone, then the marker), an application marked `deletingSince` has every
 * subscription ended by deleting it again, and a subscription marked `endingSince` is ended by
 * unsubscribing again. Their records may point to a key already removed;
 * any other record may not.
 */
function beingRemoved(dynamo: InMemoryDynamo, tableName: string, item: Item): boolean {
  if (item.kind === 'rotation') return true;
  if (item.kind === 'subscription' && item.endingSince !== undefined) return true;
  if (typeof item.applicationId !== 'string' || typeof item.pk !== 'string') return false;
  const application = dynamo.item(tableName, { pk: item.pk, sk: `APP#${item.applicationId}` });
  return application?.deletingSince !== undefined;
}

/** Every `apiKeyId` any item holds, at any depth (a subscription, its previousKey, a marker, a request's prodKey). */
function references(dynamo: InMemoryDynamo): KeyReference[] {
  const found: KeyReference[] = [];
  const walk = (value: unknown, where: string, removing: boolean): void => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.apiKeyId === 'string') {
      found.push({
        apiKeyId: record.apiKeyId,
        ...(typeof record.usagePlanId === 'string' ? { usagePlanId: record.usagePlanId } : {}),
        where,
        removing,
      });
    }
    for (const [name, inner] of Object.entries(record)) walk(inner, `${where}.${name}`, removing);
  };
  for (const { tableName, item } of dynamo.allItems()) {
    const where = `${tableName}:${String(item.pk)}/${String(item.sk)}`;
    walk(item, where, beingRemoved(dynamo, tableName, item));
  }
  return found;
}

/**
 * What is wrong between the records and API Gateway, as sentences (none when all is well): a
 * key no record points to (an orphan, billed and callable by nobody's reckoning), a record
 * pointing to a key that does not exist, or to a key that is not in the usage plan it names
 * (unless that record is itself being removed: see beingRemoved).
 */
export function keyProblems(dynamo: InMemoryDynamo, controlPlane: InMemoryControlPlane): string[] {
  const refs = references(dynamo);
  const referenced = new Set(refs.map((ref) => ref.apiKeyId));
  const problems: string[] = [];
  for (const id of controlPlane.keys.keys()) {
    if (!referenced.has(id)) problems.push(`orphan key ${id}: no record points to it`);
  }
  for (const ref of refs.filter((candidate) => !candidate.removing)) {
    if (!controlPlane.keys.has(ref.apiKeyId)) {
      problems.push(`${ref.where} points to key ${ref.apiKeyId}, which does not exist`);
    } else if (ref.usagePlanId && !controlPlane.inPlan(ref.usagePlanId, ref.apiKeyId)) {
      problems.push(`${ref.where}: key ${ref.apiKeyId} is not in its plan ${ref.usagePlanId}`);
    }
  }
  return problems;
}
