import type {
  DocOperation,
  DocRequestBody,
  DocResponse,
  FieldChange,
  FieldRules,
} from '../../docs/doc-model';
import { diffRules, type Direction } from './diff-rules';
import { codeOrder } from './status-code-order';

interface Keyed {
  name: string;
  /** What the field is, in an added/removed line: 'query parameter', 'field'. */
  noun: string;
  rules: FieldRules;
}

/** Every documented difference between two versions of one operation, breaking or not. */
export function diffOperation(before: DocOperation, after: DocOperation): FieldChange[] {
  return [
    ...authorizerChange(before, after),
    ...diffFields('parameter', parameters(before), parameters(after), 'input'),
    ...diffRequestBody(before.requestBody, after.requestBody),
    ...diffResponses(before.responses, after.responses),
  ];
}

function authorizerChange(before: DocOperation, after: DocOperation): FieldChange[] {
  if (before.authorizerType === after.authorizerType) return [];
  return [
    {
      where: 'operation',
      name: 'authorizer',
      kind: 'changed',
      detail: `authorizer ${before.authorizerType} → ${after.authorizerType}`,
      breaking: after.authorizerType !== 'none',
    },
  ];
}

function parameters(operation: DocOperation): Map<string, Keyed> {
  return new Map(
    operation.parameters.map(({ name, in: place, ...rules }) => [
      `${place} ${name}`,
      { name, noun: `${place} parameter`, rules },
    ]),
  );
}

function fields(list: DocRequestBody['fields'] | undefined): Map<string, Keyed> {
  return new Map((list ?? []).map(({ name, ...rules }) => [name, { name, noun: 'field', rules }]));
}

function diffRequestBody(
  before: DocRequestBody | undefined,
  after: DocRequestBody | undefined,
): FieldChange[] {
  const where = 'request body';
  if (!before && !after) return [];
  if (!before || !after) {
    const kind = before ? 'removed' : 'added';
    const detail = before
      ? 'request body removed'
      : `new ${after?.required ? 'required' : 'optional'} request body`;
    return [{ where, name: '(body)', kind, detail, breaking: before ? true : !!after?.required }];
  }
  const changes: FieldChange[] = [];
  if (before.contentType !== after.contentType) {
    changes.push({
      where,
      name: '(content type)',
      kind: 'changed',
      detail: `content type ${before.contentType} → ${after.contentType}`,
      breaking: true,
    });
  }
  if (before.required !== after.required) {
    const detail = after.required ? 'now required' : 'now optional';
    changes.push({ where, name: '(body)', kind: 'changed', detail, breaking: after.required });
  }
  return [...changes, ...diffFields(where, fields(before.fields), fields(after.fields), 'input')];
}

function diffResponses(before: DocResponse[], after: DocResponse[]): FieldChange[] {
  const old = new Map(before.map((r) => [r.code, r]));
  const now = new Map(after.map((r) => [r.code, r]));
  const changes: FieldChange[] = [];
  const codes = [...new Set([...now.keys(), ...old.keys()])].sort(
    (a, b) => codeOrder(a) - codeOrder(b),
  );
  for (const code of codes) {
    const where = `response ${code}`;
    const [was, is] = [old.get(code), now.get(code)];
    if (!was && is) {
      const detail = `new response: ${is.description}`;
      changes.push({ where, name: '(response)', kind: 'added', detail, breaking: false });
    } else if (was && !is) {
      // Callers built around a success answer lose it; an error no longer documented is harmless.
      const breaking = /^2/.test(code);
      const detail = 'response removed';
      changes.push({ where, name: '(response)', kind: 'removed', detail, breaking });
    } else if (was && is) {
      if (was.contentType !== is.contentType) {
        const detail = `content type ${was.contentType ?? 'none'} → ${is.contentType ?? 'none'}`;
        changes.push({ where, name: '(content type)', kind: 'changed', detail, breaking: true });
      }
      changes.push(...diffFields(where, fields(was.fields), fields(is.fields), 'output'));
    }
  }
  return changes;
}

/**
 * Added, removed and changed fields between two sets (keyed by place and name). A field whose
 * parent object was added or removed is not listed again under it.
 */
export function diffFields(
  where: string,
  before: Map<string, Keyed>,
  after: Map<string, Keyed>,
  direction: Direction,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [key, is] of after) {
    const was = before.get(key);
    if (!was) {
      const detail =
        direction === 'input'
          ? `new ${is.rules.required ? 'required' : 'optional'} ${is.noun}, ${is.rules.type}`
          : `new ${is.noun}, ${is.rules.type}`;
      const breaking = direction === 'input' && is.rules.required;
      changes.push({ where, name: is.name, kind: 'added', detail, breaking });
      continue;
    }
    const diff = diffRules(was.rules, is.rules, direction);
    if (diff) {
      const detail = diff.details.join('; ');
      changes.push({ where, name: is.name, kind: 'changed', detail, breaking: diff.breaking });
    }
  }
  for (const [key, was] of before) {
    if (after.has(key)) continue;
    const detail = `${was.noun} removed`;
    changes.push({ where, name: was.name, kind: 'removed', detail, breaking: true });
  }
  return changes.filter((change) => !underSameChange(change, changes));
}

function underSameChange(change: FieldChange, all: FieldChange[]): boolean {
  if (change.kind === 'changed' || change.where === 'parameter') return false;
  const parent = parentName(change.name);
  return (
    parent !== undefined &&
    all.some((c) => c.name === parent && c.kind === change.kind && c.where === change.where)
  );
}

/** `exchange` for `exchange.year`, `items[]` for `items[].code`, undefined at the top. */
function parentName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : undefined;
}
