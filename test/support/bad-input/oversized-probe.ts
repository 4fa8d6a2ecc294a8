import type { Operation } from '../../../shared/api/contract';
import { fixtureBodies, type OperationFixture } from './bad-call';
import { defineOwn, objectPathsOf, pathsOf, setAt, valueAt, type JsonPath } from './json-paths';

/** A body the operation's schema accepts although one of its strings or keys is 500 kB. */
export interface OversizedBody {
  label: string;
  body: string;
}

const oversized = 'a'.repeat(500_000);

function renamed(base: unknown, path: JsonPath, key: string): unknown {
  const body = structuredClone(base);
  const target = (path.length === 0 ? body : valueAt(body, path)) as Record<string, unknown>;
  const value = target[key];
  delete target[key];
  defineOwn(target, oversized, value);
  return body;
}

/**
 * The valid fixture body with each string value, and each object key, made 500 kB, kept when
 * the schema accepts it and hands it on: such a value reaches the handler, which must answer
 * it without a 5xx (DynamoDB refuses keys over 1–2 kB and items over 400 kB).
 */
export function oversizedAcceptedBodies(op: Operation, fixture: OperationFixture): OversizedBody[] {
  if (!op.body) return [];
  return fixtureBodies(fixture).flatMap((base) => oversizedFrom(op, base));
}

function oversizedFrom(op: Operation, base: unknown): OversizedBody[] {
  const candidates: { label: string; body: unknown }[] = [];
  for (const path of pathsOf(base)) {
    if (typeof valueAt(base, path) !== 'string') continue;
    const body = structuredClone(base);
    setAt(body, path, oversized);
    candidates.push({ label: `${op.id} ${path.join('.')}`, body });
  }
  for (const path of objectPathsOf(base)) {
    const target = path.length === 0 ? base : valueAt(base, path);
    for (const key of Object.keys(target as object))
      candidates.push({
        label: `${op.id} key ${[...path, key].join('.')}`,
        body: renamed(base, path, key),
      });
  }
  return candidates
    .filter(({ body }) => {
      const parsed = op.body?.safeParse(body);
      // Kept only when the value survives parsing: an unknown key dropped is the extras case.
      return parsed?.success === true && JSON.stringify(parsed.data).includes(oversized);
    })
    .map(({ label, body }) => ({ label, body: JSON.stringify(body) }));
}
