import type { InMemoryControlPlane } from './in-memory-control-plane';
import type { InMemoryDynamo } from './in-memory-dynamo';

interface KeyReference {
  apiKeyId: string;
  usagePlanId?: string;
  where: string;
}

/** Every `apiKeyId` any item holds, at any depth (a subscription, its previousKey, a marker, a request's prodKey). */
function references(dynamo: InMemoryDynamo): KeyReference[] {
  const found: KeyReference[] = [];
  const walk = (value: unknown, where: string): void => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.apiKeyId === 'string') {
      found.push({
        apiKeyId: record.apiKeyId,
        ...(typeof record.usagePlanId === 'string' ? { usagePlanId: record.usagePlanId } : {}),
        where,
      });
    }
    for (const [name, inner] of Object.entries(record)) walk(inner, `${where}.${name}`);
  };
  for (const { tableName, item } of dynamo.allItems()) {
    walk(item, `${tableName}:${String(item.pk)}/${String(item.sk)}`);
  }
  return found;
}

/**
 * What is wrong between the records and API Gateway, as sentences (none when all is well): a
 * key no record points to (an orphan, billed and callable by nobody's reckoning), a record
 * pointing to a key that does not exist, or to a key that is not in the usage plan it names.
 */
export function keyProblems(dynamo: InMemoryDynamo, controlPlane: InMemoryControlPlane): string[] {
  const refs = references(dynamo);
  const referenced = new Set(refs.map((ref) => ref.apiKeyId));
  const problems: string[] = [];
  for (const id of controlPlane.keys.keys()) {
    if (!referenced.has(id)) problems.push(`orphan key ${id}: no record points to it`);
  }
  for (const ref of refs) {
    if (!controlPlane.keys.has(ref.apiKeyId)) {
      problems.push(`${ref.where} points to key ${ref.apiKeyId}, which does not exist`);
    } else if (ref.usagePlanId && !controlPlane.inPlan(ref.usagePlanId, ref.apiKeyId)) {
      problems.push(`${ref.where}: key ${ref.apiKeyId} is not in its plan ${ref.usagePlanId}`);
    }
  }
  return problems;
}
