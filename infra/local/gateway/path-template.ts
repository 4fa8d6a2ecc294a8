/**
 * API Gateway resource templates (`/catalogue/categories/{category}/services`, `{proxy+}`): which
 * template a request path falls under, and the decoded values of its parameters.
 */
export interface TemplateMatch<T> {
  value: T;
  template: string;
  /** Path parameters, percent-decoded the way API Gateway hands them to a proxy integration. */
  params: Record<string, string>;
}

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'greedy'; name: string };

interface Compiled<T> {
  value: T;
  template: string;
  segments: Segment[];
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function compile(template: string): Segment[] {
  return splitPath(template).map((part): Segment => {
    const greedy = /^\{(\w+)\+\}$/.exec(part);
    if (greedy?.[1]) return { kind: 'greedy', name: greedy[1] };
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) return { kind: 'param', name: param[1] };
    return { kind: 'literal', text: part };
  });
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0) return undefined;
      const value = decode(rest.join('/'));
      if (value === undefined) return undefined;
      params[segment.name] = value;
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.kind === 'literal') {
      if (decode(part) !== segment.text) return undefined;
      continue;
    }
    const value = decode(part);
    if (value === undefined || value === '') return undefined;
    params[segment.name] = value;
  }
  return segments.length === parts.length ? params : undefined;
}

/** Literal segments outrank parameters, which outrank greedy ones, segment by segment. */
function rank(segment: Segment | undefined): number {
  if (!segment) return 0;
  return segment.kind === 'literal' ? 3 : segment.kind === 'param' ? 2 : 1;
}

function compareSpecificity(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = rank(b[i]) - rank(a[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface TemplateMatcher<T> {
  /** Every entry whose template covers the path, most specific template first. */
  matchAll(path: string): TemplateMatch<T>[];
}

export function createTemplateMatcher<T>(
  entries: readonly { template: string; value: T }[],
): TemplateMatcher<T> {
  const compiled: Compiled<T>[] = entries
    .map((e) => ({ value: e.value, template: e.template, segments: compile(e.template) }))
    .sort((a, b) => compareSpecificity(a.segments, b.segments));
  return {
    matchAll(path) {
      const parts = splitPath(path);
      const out: TemplateMatch<T>[] = [];
      for (const entry of compiled) {
        const params = matchSegments(entry.segments, parts);
        if (params) out.push({ value: entry.value, template: entry.template, params });
      }
      return out;
    },
  };
}
