import fc from 'fast-check';
import type { Operation } from '../../../shared/api/contract';
import {
  fixtureBodies,
  renderCall,
  type BadInput,
  type BodyMutation,
  type OperationFixture,
} from './bad-call';
import {
  anyJsonValue,
  extraKeyName,
  hostileNumbers,
  hostileString,
  hostileValue,
  nonJsonBodies,
  oddUnicode,
  rawNumberLiterals,
  scriptTexts,
  wrongShapeBodies,
  type HostileValue,
} from './hostile-values';
import { objectPathsOf, pathsOf, valueAt, type JsonPath } from './json-paths';

/** Stand-ins for each JSON type, to put where the field holds another. */
const typeStandIns: unknown[] = [null, true, 0, 'text', [], {}, [1, 2], { nested: 'x' }];

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Path parameters and query values travel in the URL, which API Gateway caps (8 kB per request
 * line here, 16 kB in Node's own parser): oversized values stay a few kilobytes there.
 */
const oversizedUrlValue = fc
  .integer({ min: 1_000, max: 4_000 })
  .map((length) => 'x'.repeat(length));

const tenKilobytes = 'a'.repeat(10_000);
/** 1 MB of UTF-8 (four bytes a car). */
const oneMegabyte = '🚗'.repeat(250_000);
const fourKilobytes = 'x'.repeat(4_000);

/** A dot segment is removed by the URL standard before the request leaves: not an input. */
const notDotSegment = (value: string) => value !== '.' && value !== '..';

/** Every bad input of the fixed kinds that the operation's schemas refuse, one pool per kind. */
function fixedPools(op: Operation, fixture: OperationFixture): Map<string, BadInput[]> {
  const pools = new Map<string, BadInput[]>();
  const add = (input: BadInput) => {
    if (!renderCall(op, fixture, input).refused) return;
    pools.set(input.kind, [...(pools.get(input.kind) ?? []), input]);
  };
  for (const base of op.body ? fixtureBodies(fixture) : []) {
    const paths = pathsOf(base);
    const set = (kind: string, path: JsonPath, value: HostileValue) =>
      add({ slot: 'body', kind, base, mutations: [{ op: 'set', path, value }] });
    for (const path of paths) {
      const current = typeOf(valueAt(base, path));
      for (const json of typeStandIns.filter((v) => typeOf(v) !== current))
        set('wrong-type', path, { json });
      add({ slot: 'body', kind: 'missing-field', base, mutations: [{ op: 'delete', path }] });
      for (const json of scriptTexts) set('script-text', path, { json });
      for (const json of oddUnicode) set('odd-unicode', path, { json });
      for (const json of hostileNumbers) set('odd-number', path, { json });
      for (const rawLiteral of rawNumberLiterals) set('odd-number', path, { rawLiteral });
      set('oversized', path, { json: tenKilobytes });
      set('oversized', path, { json: oneMegabyte });
    }
    for (const path of objectPathsOf(base))
      add({
        slot: 'body',
        kind: 'extra-field',
        base,
        mutations: [{ op: 'extra', path, key: 'unexpected', value: '<script>x</script>' }],
      });
    for (const whole of [[base], { data: base }]) add({ slot: 'body', kind: 'wrong-shape', whole });
  }
  if (op.body) {
    for (const raw of nonJsonBodies) add({ slot: 'body', kind: 'not-json', raw });
    for (const whole of [[], null, 42, 'text', true])
      add({ slot: 'body', kind: 'wrong-shape', whole });
  }
  for (const slot of ['params', 'query'] as const) {
    const values = slot === 'params' ? fixture.params : fixture.query;
    for (const name of Object.keys(values ?? {})) {
      for (const value of [...scriptTexts, ...oddUnicode].filter(notDotSegment))
        add({ slot, kind: `${slot}-text`, name, value });
      add({ slot, kind: `${slot}-oversized`, name, value: fourKilobytes });
      add({ slot, kind: `${slot}-missing`, name, value: undefined });
    }
  }
  return pools;
}

function randomBodyMutation(base: unknown): fc.Arbitrary<BodyMutation> {
  const paths = pathsOf(base);
  const objects = objectPathsOf(base);
  const options: fc.Arbitrary<BodyMutation>[] = [
    fc.record({
      op: fc.constant('extra' as const),
      path: fc.constantFrom(...objects),
      key: extraKeyName,
      value: anyJsonValue,
    }),
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    options.push(
      fc.record({ op: fc.constant('set' as const), path, value: hostileValue }),
      fc.record({ op: fc.constant('delete' as const), path }),
    );
  }
  return fc.oneof(...options);
}

/** Random inputs: one to three mutations of the valid body, or a bad value in the URL. */
function randomInputs(
  op: Operation,
  fixture: OperationFixture,
): { weight: number; arbitrary: fc.Arbitrary<BadInput> }[] {
  const out: { weight: number; arbitrary: fc.Arbitrary<BadInput> }[] = [];
  if (op.body) {
    out.push(
      {
        weight: 3,
        arbitrary: fc.constantFrom(...fixtureBodies(fixture)).chain((base) =>
          fc.array(randomBodyMutation(base), { minLength: 1, maxLength: 3 }).map((mutations) => ({
            slot: 'body' as const,
            kind: 'random-mutations',
            base,
            mutations,
          })),
        ),
      },
      {
        weight: 1,
        arbitrary: wrongShapeBodies.map((whole) => ({
          slot: 'body' as const,
          kind: 'wrong-shape' as const,
          whole,
        })),
      },
    );
  }
  for (const slot of ['params', 'query'] as const) {
    const names = Object.keys((slot === 'params' ? fixture.params : fixture.query) ?? {});
    if (names.length === 0) continue;
    out.push({
      weight: 2,
      arbitrary: fc.record({
        slot: fc.constant(slot),
        kind: fc.constant(`${slot}-random`),
        name: fc.constantFrom(...names),
        value: fc.oneof(hostileString, oversizedUrlValue).filter(notDotSegment),
      }),
    });
  }
  return out;
}

export interface BadInputPlan {
  /** One input of each kind the operation can be given, tried first. */
  examples: BadInput[];
  arbitrary: fc.Arbitrary<BadInput>;
  /** Kinds with no refused input for this operation (e.g. no required field to leave out). */
  kinds: string[];
}

/**
 * The bad inputs for one operation: the fixed kinds (one example each, then any of them) and
 * random ones. A random input the schemas happen to accept is swapped for a fixed one, so every
 * input sent is one the operation must refuse.
 */
export function badInputPlan(op: Operation, fixture: OperationFixture): BadInputPlan {
  const pools = fixedPools(op, fixture);
  const fixed = [...pools.values()].flat();
  if (fixed.length === 0) throw new Error(`${op.id}: no input its schemas refuse`);
  const refusedOrFixed = (input: BadInput, pick: number): BadInput =>
    renderCall(op, fixture, input).refused ? input : (fixed[pick % fixed.length] as BadInput);
  const random = randomInputs(op, fixture).map(({ weight, arbitrary: arb }) => ({
    weight,
    arbitrary: fc.tuple(arb, fc.nat()).map(([input, pick]) => refusedOrFixed(input, pick)),
  }));
  const arbitrary = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fixed) }, ...random);
  return {
    examples: [...pools.values()].map((pool) => pool[0] as BadInput),
    arbitrary,
    kinds: [...pools.keys()],
  };
}
