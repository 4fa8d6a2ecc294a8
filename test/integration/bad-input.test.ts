import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, routes, type AreaDef } from '../../lambdas/routes';
import type { Operation } from '../../shared/api/contract';
import {
  fixtureBodies,
  renderCall,
  type BadInput,
  type OperationFixture,
} from '../support/bad-input/bad-call';
import { badInputPlan } from '../support/bad-input/bad-inputs';
import { defineOwn } from '../support/bad-input/json-paths';
import { oversizedAcceptedBodies } from '../support/bad-input/oversized-probe';
import { badInputWorld, callerToken, type BadInputWorld } from '../support/bad-input/callers';
import { operationFixtures } from '../support/bad-input/fixtures';
import { messageOf, sendRaw } from '../support/bad-input/send-call';
import { cloudPortal } from '../support/cloud-portal';
import { solvedCaptcha } from '../support/portal-sign-in';
import {
  snapshotIdentity,
  snapshotTables,
  tableChanges,
  type TablesSnapshot,
} from '../support/bad-input/table-snapshot';

/**
 * Random bad inputs per route, on top of one of each kind the route can be given: ~45 routes on
 * CI's two cores in about two minutes.
 */
const randomRunsPerRoute = 80;

const mutating = routes.map((r) => r.operation).filter((op) => op.method !== 'GET');
const takesInput = (op: Operation) => Boolean(op.params ?? op.query ?? op.body);
/** Operations of the areas that change Cognito users (sign-up, passwords, admin decisions). */
const identityRoute = (op: Operation) => (areas[op.area] as AreaDef).cognito === true;

let world: BadInputWorld;
let fixtures: Record<string, OperationFixture>;
let last: TablesSnapshot | undefined;
const tally = { routes: 0, payloads: 0 };

beforeAll(async () => {
  world = await badInputWorld();
  fixtures = operationFixtures(world);
});

afterAll(async () => {
  console.log(
    `bad input: ${tally.routes} mutating routes, ${tally.payloads} refused payloads answered 4xx with tables unchanged`,
  );
  await world?.signOut();
});

function fixtureOf(op: Operation): OperationFixture {
  const fixture = fixtures[op.id];
  if (!fixture)
    throw new Error(`No bad-input fixture for ${op.id} (test/support/bad-input/fixtures.ts)`);
  return fixture;
}

describe('the fixtures of the mutating routes', () => {
  it('names every mutating operation of the route table', () => {
    expect(mutating.filter((op) => !fixtures[op.id]).map((op) => op.id)).toEqual([]);
  });

  it('are accepted by each operation’s own schemas, so a spoilt copy fails for its spoiling', () => {
    const refused = mutating.flatMap((op) => {
      const fixture = fixtureOf(op);
      const inputs = [
        ['params', op.params, fixture.params],
        ['query', op.query, fixture.query],
        ...fixtureBodies(fixture).map((body, i) => [`body ${i}`, op.body, body] as const),
      ] as const;
      return inputs
        .filter(([, schema, value]) => schema && !schema.safeParse(value ?? {}).success)
        .map(([slot]) => `${op.id} ${slot}`);
    });
    expect(refused).toEqual([]);
  });
});

async function expectRefused(op: Operation, fixture: OperationFixture, input: BadInput) {
  const call = renderCall(op, fixture, input);
  expect(call.refused, 'the generator sends only inputs the schemas refuse').toBe(true);
  const answer = await sendRaw(op.method, call.path, callerToken(world, op.access), call.body);
  const seen = `${op.id} ${input.kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.status, seen).toBeGreaterThanOrEqual(400);
  expect(answer.status, seen).toBeLessThan(500);
  const message = messageOf(answer.body);
  expect(message, seen).toBeDefined();
  // The message speaks to a person; it never echoes markup back.
  expect(message, seen).not.toMatch(/<script|onerror=|javascript:/i);
  tally.payloads += 1;
}

describe('bad input on every mutating route: 4xx with a message, nothing changed', () => {
  it.each(mutating.filter(takesInput).map((op) => [op.id, op] as const))(
    '%s',
    async (_id, op) => {
      const fixture = fixtureOf(op);
      const plan = badInputPlan(op, fixture);
      const identityBefore = identityRoute(op) ? await snapshotIdentity() : undefined;
      const before = last ?? (await snapshotTables());
      last = undefined;
      await fc.assert(
        fc.asyncProperty(plan.arbitrary, (input) => expectRefused(op, fixture, input)),
        {
          numRuns: randomRunsPerRoute,
          examples: plan.examples.map((e) => [e]),
          endOnFailure: true,
        },
      );
      const after = await snapshotTables();
      last = after;
      expect(tableChanges(before, after)).toEqual([]);
      if (identityBefore !== undefined) expect(await snapshotIdentity()).toBe(identityBefore);
      tally.routes += 1;
    },
    120_000,
  );
});

/** Where a marker was stored: any table's items or the user pool's users. */
function storedAt(marker: string, tables: TablesSnapshot, identity: string): string[] {
  const found = Object.entries(tables).flatMap(([table, items]) =>
    [...items.entries()]
      .filter(([, item]) => item.includes(marker))
      .map(([key]) => `${table} ${key}`),
  );
  return identity.includes(marker) ? [...found, 'user pool'] : found;
}

/** Extra fields with a marker in their names and values, `__proto__` among them. */
function withExtras(body: unknown, marker: string): string {
  const out = structuredClone((body ?? {}) as object);
  defineOwn(out, `extra_${marker}`, marker);
  defineOwn(out, '__proto__', { isAdmin: true, note: marker });
  defineOwn(out, 'pk', `USER#${marker}`);
  return JSON.stringify(out);
}

describe('extra fields, where a schema drops unknown fields: ignored, never stored', () => {
  // Operations whose valid call is harmless to make here, each succeeding once with its fixture.
  const harmless = [
    'register',
    'updateProfile',
    'createApplication',
    'subscribeStayTuned',
    'submitFeedback',
    'createContent',
    'sendNotice',
  ];

  it.each(harmless)('%s', async (id) => {
    const op = mutating.find((o) => o.id === id);
    if (!op?.body) throw new Error(`${id}: not a mutating operation with a body`);
    const fixture = fixtureOf(op);
    const marker = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    // Registration takes a captcha the server issued: this call brings a solved one.
    const solved =
      id === 'register'
        ? await solvedCaptcha(cloudPortal()).then(({ captchaId, answer }) => ({
            captchaId,
            captcha: answer,
          }))
        : {};
    const body = withExtras({ ...(fixture.body as object), ...solved }, marker);
    // Not strict: the schema takes the body and drops what it does not know.
    expect(op.body.safeParse(JSON.parse(body)).success).toBe(true);
    const path = renderCall(op, fixture, { slot: 'body', kind: 'valid', mutations: [] }).path;
    const before = last ?? (await snapshotTables());
    const identityBefore = await snapshotIdentity();
    const answer = await sendRaw(op.method, path, callerToken(world, op.access), body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(marker);
    const after = await snapshotTables();
    last = after;
    const identity = await snapshotIdentity();
    expect(storedAt(marker, after, identity)).toEqual([]);
    // The call stored what it was given, and the snapshots saw it: the "unchanged" checks above
    // are ones that can fail.
    expect(tableChanges(before, after)).not.toEqual([]);
    if (id === 'register') expect(identity).not.toBe(identityBefore);
  });
});

describe('NUL and bidirectional overrides in free text: stored without them', () => {
  const hidden = (text: string) => `${text.slice(0, 2)}\u0000\u202E${text.slice(2)}\u2066`;
  // Operation, then the free-text fields of its fixture body to spoil (with a unique value).
  const run = Date.now().toString(36);
  const letters = run.replace(/[^a-z]/g, '') || 'x';
  const cases: [string, Record<string, string>][] = [
    [
      'createApplication',
      {
        applicationName: `clean-app-${run}`,
        applicationDescription: `A fleet\ndashboard ${run}`,
      },
    ],
    ['submitFeedback', { comments: `Clear docs\nand samples ${run}` }],
    ['updateProfile', { firstName: `Anabel${letters}` }],
    ['sendNotice', { title: `Maintenance ${run}`, message: `Sandbox restarts\nat noon ${run}` }],
  ];

  it.each(cases)('%s', async (id, values) => {
    const op = mutating.find((o) => o.id === id);
    if (!op?.body) throw new Error(`${id}: not a mutating operation with a body`);
    const fixture = fixtureOf(op);
    const body = {
      ...(fixture.body as object),
      ...Object.fromEntries(Object.entries(values).map(([field, text]) => [field, hidden(text)])),
    };
    const path = renderCall(op, fixture, { slot: 'body', kind: 'valid', mutations: [] }).path;
    const before = last ?? (await snapshotTables());
    const answer = await sendRaw(
      op.method,
      path,
      callerToken(world, op.access),
      JSON.stringify(body),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await snapshotTables();
    last = after;
    const stored = Object.entries(after).flatMap(([table, items]) =>
      [...items.entries()]
        .filter(([key, item]) => before[table]?.get(key) !== item)
        .map(([, item]) => item),
    );
    expect(stored).not.toEqual([]);
    for (const item of stored) {
      expect(item).not.toContain('\\u0000');
      expect(item).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
    // What was meant is kept, line breaks of a multi-line field included.
    for (const text of Object.values(values)) {
      expect(stored.join('\n')).toContain(JSON.stringify(text).slice(1, -1));
    }
  });
});

describe('oversized values the schemas let through', () => {
  it('never answer 5xx', async () => {
    const answers: string[] = [];
    for (const op of mutating) {
      const fixture = fixtureOf(op);
      const path = renderCall(op, fixture, { slot: 'body', kind: 'valid', mutations: [] }).path;
      for (const { label, body } of oversizedAcceptedBodies(op, fixture)) {
        const answer = await sendRaw(op.method, path, callerToken(world, op.access), body);
        answers.push(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    // Such a body may be taken (a 2xx changes tables): the next route snapshots afresh.
    last = undefined;
    console.log(`oversized values the schemas accept:\n${answers.join('\n')}`);
    expect(answers.filter((a) => / 5\d\d /.test(a))).toEqual([]);
  });
});

describe('operations that take no input: a body and a query are ignored', () => {
  // Ending the developer's session goes last: the calls before it are theirs.
  const noInput = mutating
    .filter((op) => !takesInput(op))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

  it.each(noInput.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const marker = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const answer = await sendRaw(
      op.method,
      `${op.path}?note=${marker}`,
      callerToken(world, op.access),
      withExtras({}, marker),
    );
    last = undefined;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(storedAt(marker, await snapshotTables(), await snapshotIdentity())).toEqual([]);
  });
});
