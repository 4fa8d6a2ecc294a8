import type { LocalCloud } from '../../infra/local/start-local-cloud';
import { buildPath } from '../../shared/api/contract';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { benchAdmin, benchCommandChannel, benchPortal } from './bench-cloud';
import type { BenchPartner } from './bench-partner';
import { listenForCommands, roundTripFigures } from './dynamo-round-trips';
import type { Figures } from './figure-output';
import { round } from './lambda-bundles';
import { p50p95 } from './percentiles';
import {
  routeGroups,
  type RouteClient,
  type RouteFixtures,
  type RouteGroup,
  type RouteStep,
} from './route-groups';

interface Tokens {
  partner: string;
  admin: string;
}

/** One call through the local gateway as the operation's caller; resolves to its ms. */
async function callStep(
  api: string,
  tokens: Tokens,
  step: RouteStep,
  client: RouteClient,
): Promise<number> {
  const { operation } = step;
  const query = step.query ? `?${new URLSearchParams(step.query(client))}` : '';
  const path = buildPath(operation.path, step.params?.(client)) + query;
  const body = step.body?.(client);
  const token =
    operation.access === 'admin'
      ? tokens.admin
      : operation.access === 'user'
        ? tokens.partner
        : undefined;
  const started = performance.now();
  const response = await fetch(`${api}${path}`, {
    method: operation.method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) {
    throw new Error(`${operation.id} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  step.keep?.((text ? JSON.parse(text) : {}) as Record<string, unknown>, client);
  return ms;
}

/** Sandbox subscriptions for `count` clients: applications of the partner, each on every service. */
async function subscriptionPairs(partner: BenchPartner, run: string, count: number) {
  const services = partner.services.map((s) => s.service);
  const pairs: RouteFixtures['pairs'] = [];
  for (let a = 0; pairs.length < count; a++) {
    const applicationName = `bench-grp-pair-${run}-${a}`;
    await partner.createApplication(applicationName);
    for (const service of services.slice(0, count - pairs.length)) {
      const answer = await partner.subscribe(applicationName, service, 'Basic');
      if (answer.status !== 200) throw new Error(`subscribe answered ${answer.status}`);
      pairs.push({ applicationName, service });
    }
  }
  return pairs;
}

async function routeFixtures(
  cloud: LocalCloud,
  partner: BenchPartner,
  clients: number,
): Promise<RouteFixtures> {
  const target = partner.services[0];
  if (!target) throw new Error('The General category has no service');
  const blogs = (await (await fetch(`${cloud.urls.portalApi}/content/blog`)).json()) as {
    items?: { slug?: string }[];
  };
  const run = Date.now().toString(36);
  return {
    category: 'General',
    service: target.service,
    apiId: target.apiId,
    blogSlug: blogs.items?.find((post) => post.slug)?.slug,
    trendingDay: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    // The clients' own, and two more for the counting pass.
    pairs: await subscriptionPairs(partner, run, clients + 2),
    run,
  };
}

/** `clients` clients at once, each its `once` steps then `rounds` rounds of `repeat`. */
async function timeGroup(
  api: string,
  tokens: Tokens,
  group: RouteGroup,
  fixtures: RouteFixtures,
  clients: number,
  rounds: number,
): Promise<Map<string, number[]>> {
  const samples = new Map<string, number[]>();
  const record = (id: string, ms: number) => samples.set(id, [...(samples.get(id) ?? []), ms]);
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const client: RouteClient = { index, round: 0, fixtures, kept: new Map() };
      for (const step of group.once)
        record(step.operation.id, await callStep(api, tokens, step, client));
      for (client.round = 1; client.round <= rounds; client.round++) {
        for (const step of group.repeat) {
          record(step.operation.id, await callStep(api, tokens, step, client));
        }
      }
    }),
  );
  return samples;
}

/**
 * Per area of the portal API (route-groups.ts): first two clients in turn, alone, call each
 * operation once, the second's DynamoDB commands counted (warm); then `clients` clients at once call
 * the group's operations, `rounds` rounds each, through the local gateway. Figures: p50/p95 per
 * group and per operation, the round trips per operation, and the Scans among them.
 */
export async function routeGroupFigures(
  cloud: LocalCloud,
  partner: BenchPartner,
  clients = 20,
  rounds = 5,
): Promise<Figures> {
  const api = cloud.urls.portalApi;
  const portal = benchPortal(cloud);
  const admin = (await signInToPortal(portal, benchAdmin.email, benchAdmin.password)).idToken;
  const tokens: Tokens = { partner: partner.token, admin };
  const log = listenForCommands(benchCommandChannel);
  const latency: Figures = {};
  const commands: Record<string, string[]> = {};
  try {
    const fixtures = await routeFixtures(cloud, partner, clients);
    for (const group of routeGroups(fixtures)) {
      // Two clients in turn: the second's counts are a warm area's (no first-call caching).
      for (const index of [clients, clients + 1]) {
        const counting: RouteClient = { index, round: 1, fixtures, kept: new Map() };
        for (const step of [...group.once, ...group.repeat]) {
          const counted = await log.during(() => callStep(api, tokens, step, counting));
          commands[step.operation.id] = counted.commands;
        }
      }
      const samples = await timeGroup(api, tokens, group, fixtures, clients, rounds);
      const all = [...samples.values()].flat();
      const label = `(${clients} clients)`;
      const whole = p50p95(all);
      latency[`api group ${group.name} p50 ms ${label}`] = round(whole.p50);
      latency[`api group ${group.name} p95 ms ${label}`] = round(whole.p95);
      for (const [id, times] of samples) {
        const one = p50p95(times);
        latency[`api ${group.name} ${id} p50 ms ${label}`] = round(one.p50);
        latency[`api ${group.name} ${id} p95 ms ${label}`] = round(one.p95);
      }
    }
  } finally {
    log.close();
    await signOutOfPortal(portal, admin);
  }
  return { ...latency, ...roundTripFigures(commands) };
}
