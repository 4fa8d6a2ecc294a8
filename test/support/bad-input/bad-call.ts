import type { Operation } from '../../../shared/api/contract';
import type { HostileValue } from './hostile-values';
import { defineOwn, deleteAt, setAt, type JsonPath } from './json-paths';

/** Real values for one operation: its path parameters, its query and a valid body. */
export interface OperationFixture {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A body the operation's schema accepts; the bad bodies are made from it. */
  body?: unknown;
  /** More accepted bodies, for a union's other members (each spoilt in turn too). */
  otherBodies?: unknown[];
}

/** The fixture's accepted bodies: the body, then the others. */
export function fixtureBodies(fixture: OperationFixture): unknown[] {
  return [fixture.body ?? {}, ...(fixture.otherBodies ?? [])];
}

export type BodyMutation =
  | { op: 'set'; path: JsonPath; value: HostileValue }
  | { op: 'delete'; path: JsonPath }
  | { op: 'extra'; path: JsonPath; key: string; value: unknown };

/** One bad input of one kind, in one slot of the request. */
export type BadInput =
  | { slot: 'body'; kind: string; mutations: BodyMutation[]; base?: unknown }
  | { slot: 'body'; kind: 'not-json'; raw: string }
  | { slot: 'body'; kind: 'wrong-shape'; whole: unknown }
  | { slot: 'params' | 'query'; kind: string; name: string; value: string | undefined };

/** What goes on the wire, and whether the operation's own schemas refuse it. */
export interface RenderedCall {
  path: string;
  body: string | undefined;
  refused: boolean;
}

const rawMarker = '\u0000raw-literal\u0000';

function bodyText(base: unknown, mutations: BodyMutation[]): string {
  const body: unknown = structuredClone(base ?? {});
  const raws: string[] = [];
  for (const m of mutations) {
    if (m.op === 'delete') deleteAt(body, m.path);
    else if (m.op === 'extra') {
      const target = m.path.length === 0 ? body : undefined;
      if (target && typeof target === 'object') defineOwn(target, m.key, m.value);
      else setAt(body, [...m.path, m.key], m.value);
    } else if ('rawLiteral' in m.value) {
      setAt(body, m.path, `${rawMarker}${raws.length}`);
      raws.push(m.value.rawLiteral);
    } else setAt(body, m.path, m.value.json);
  }
  return raws.reduce(
    (text, literal, i) => text.replace(JSON.stringify(`${rawMarker}${i}`), literal),
    JSON.stringify(body),
  );
}

/** The body as the handler would see it: `{}` when empty (operation-handler's parseBody). */
function bodyRefused(op: Operation, text: string): boolean {
  if (!op.body) return false;
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    return true;
  }
  return !op.body.safeParse(parsed).success;
}

/**
 * A path segment as fetch sends it and the gateway decodes it: lone surrogates cannot be
 * percent-encoded, so they go as UTF-8 of U+FFFD, which is what the server then reads.
 */
export function encodeSegment(value: string): { encoded: string; decoded: string } {
  const wellFormed = Buffer.from(value, 'utf8').toString('utf8');
  return { encoded: encodeURIComponent(wellFormed), decoded: wellFormed };
}

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No fixture for path parameter ${name}`);
    return encodeSegment(value).encoded;
  });
}

function decodedAll(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeSegment(v).decoded]));
}

/** Turns a bad input into the request, judged by the operation's own schemas. */
export function renderCall(
  op: Operation,
  fixture: OperationFixture,
  input: BadInput,
): RenderedCall {
  const params = { ...fixture.params };
  const query: Record<string, string> | undefined = fixture.query && { ...fixture.query };
  let body: string | undefined = op.body ? JSON.stringify(fixture.body ?? {}) : undefined;
  let refused = false;

  if (input.slot === 'params' || input.slot === 'query') {
    const target = input.slot === 'params' ? params : (query ?? {});
    if (input.value === undefined) delete target[input.name];
    else target[input.name] = input.value;
    const schema = input.slot === 'params' ? op.params : op.query;
    // An empty segment leaves the route (the gateway answers for it): refused before any code.
    const emptySegment = input.slot === 'params' && !target[input.name];
    refused = emptySegment || !schema || !schema.safeParse(decodedAll(target)).success;
    if (emptySegment) params[input.name] = '';
    const search = new URLSearchParams(target === query ? query : fixture.query).toString();
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      params[name] === '' ? '' : encodeSegment(params[name] ?? '').encoded,
    );
    return { path: search ? `${path}?${search}` : path, body, refused };
  }

  if ('raw' in input) body = input.raw;
  else if ('whole' in input) body = JSON.stringify(input.whole);
  else if ('mutations' in input) body = bodyText(input.base ?? fixture.body, input.mutations);
  refused = bodyRefused(op, body ?? '');
  const search = fixture.query ? new URLSearchParams(fixture.query).toString() : '';
  const path = fillPath(op.path, params);
  return { path: search ? `${path}?${search}` : path, body, refused };
}
