import type { FieldRules } from '../../docs/doc-model';

/**
 * Inputs are what callers send (parameters, request fields), outputs what they get back
 * (response fields). A rule that accepts fewer values narrows: that breaks callers of an input
 * (what they sent may now be refused) and is safe on an output; a rule that allows more values
 * widens: safe on an input, breaking on an output (callers meet values they never expected,
 * e.g. a new enum value, a longer string, a field that may be missing).
 */
export type Direction = 'input' | 'output';

/** 'both' when the change may narrow and widen at once (a new pattern, a changed type). */
type Effect = 'narrows' | 'widens' | 'both';

export interface RulesDiff {
  /** One readable line per changed rule: 'now required', 'maxLength 40 → 20', … */
  details: string[];
  breaking: boolean;
}

interface RuleChange {
  detail: string;
  effect: Effect;
}

/** What changed between two versions of one field's rules; undefined when nothing did. */
export function diffRules(
  before: FieldRules,
  after: FieldRules,
  direction: Direction,
): RulesDiff | undefined {
  const changes = [
    ...typeChange(before, after),
    ...requiredChange(before, after),
    ...boundChange('maxLength', before.maxLength, after.maxLength, 'upper'),
    ...boundChange('minLength', before.minLength, after.minLength, 'lower'),
    ...boundChange('maximum', before.maximum, after.maximum, 'upper'),
    ...boundChange('minimum', before.minimum, after.minimum, 'lower'),
    ...textRuleChange('pattern', before.pattern, after.pattern),
    ...textRuleChange('format', before.format, after.format),
    ...enumChange(before.enum, after.enum),
  ];
  if (changes.length === 0) return undefined;
  return {
    details: changes.map((c) => c.detail),
    breaking: changes.some((c) => breaks(c.effect, direction)),
  };
}

export function breaks(effect: Effect, direction: Direction): boolean {
  return effect === 'both' || effect === (direction === 'input' ? 'narrows' : 'widens');
}

function typeChange(before: FieldRules, after: FieldRules): RuleChange[] {
  return before.type === after.type
    ? []
    : [{ detail: `type ${before.type} → ${after.type}`, effect: 'both' }];
}

function requiredChange(before: FieldRules, after: FieldRules): RuleChange[] {
  if (before.required === after.required) return [];
  return after.required
    ? [{ detail: 'now required', effect: 'narrows' }]
    : [{ detail: 'now optional', effect: 'widens' }];
}

function boundChange(
  rule: string,
  before: number | undefined,
  after: number | undefined,
  side: 'upper' | 'lower',
): RuleChange[] {
  if (before === after) return [];
  if (before === undefined) return [{ detail: `${rule} ${after} added`, effect: 'narrows' }];
  if (after === undefined) return [{ detail: `${rule} ${before} removed`, effect: 'widens' }];
  const tighter = side === 'upper' ? after < before : after > before;
  return [{ detail: `${rule} ${before} → ${after}`, effect: tighter ? 'narrows' : 'widens' }];
}

function textRuleChange(
  rule: string,
  before: string | undefined,
  after: string | undefined,
): RuleChange[] {
  if (before === after) return [];
  if (before === undefined) return [{ detail: `${rule} ${after} added`, effect: 'narrows' }];
  if (after === undefined) return [{ detail: `${rule} ${before} removed`, effect: 'widens' }];
  return [{ detail: `${rule} ${before} → ${after}`, effect: 'both' }];
}

function enumChange(before: string[] | undefined, after: string[] | undefined): RuleChange[] {
  if (before === undefined && after === undefined) return [];
  if (before === undefined) {
    return [{ detail: `enum added: ${quoted(after ?? [])}`, effect: 'narrows' }];
  }
  if (after === undefined) return [{ detail: 'enum removed', effect: 'widens' }];
  const lost = before.filter((v) => !after.includes(v));
  const gained = after.filter((v) => !before.includes(v));
  return [
    ...(lost.length > 0
      ? [{ detail: `enum lost ${quoted(lost)}`, effect: 'narrows' as const }]
      : []),
    ...(gained.length > 0
      ? [{ detail: `enum gained ${quoted(gained)}`, effect: 'widens' as const }]
      : []),
  ];
}

function quoted(values: string[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}
