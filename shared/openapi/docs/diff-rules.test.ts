import { describe, expect, it } from 'vitest';
import type { FieldRules } from '../../docs/doc-model';
import { diffRules } from './diff-rules';

const text: FieldRules = { type: 'string', required: false };

describe('diffRules', () => {
  it('ignores what is not a rule (description, example)', () => {
    const after = { ...text, description: 'New words.', example: 'x' };
    expect(diffRules(text, after, 'input')).toBeUndefined();
  });

  const cases: [string, Partial<FieldRules>, Partial<FieldRules>, string, boolean][] = [
    ['maxLength', { maxLength: 40 }, { maxLength: 20 }, 'maxLength 40 → 20', true],
    ['maxLength', { maxLength: 20 }, { maxLength: 40 }, 'maxLength 20 → 40', false],
    ['maxLength', {}, { maxLength: 20 }, 'maxLength 20 added', true],
    ['maxLength', { maxLength: 20 }, {}, 'maxLength 20 removed', false],
    ['minLength', { minLength: 1 }, { minLength: 3 }, 'minLength 1 → 3', true],
    ['minLength', { minLength: 3 }, { minLength: 1 }, 'minLength 3 → 1', false],
    ['maximum', { maximum: 100 }, { maximum: 50 }, 'maximum 100 → 50', true],
    ['minimum', { minimum: 0 }, { minimum: 1 }, 'minimum 0 → 1', true],
    ['minimum', { minimum: 1 }, {}, 'minimum 1 removed', false],
    ['pattern', {}, { pattern: '^a$' }, 'pattern ^a$ added', true],
    ['pattern', { pattern: '^a$' }, {}, 'pattern ^a$ removed', false],
    ['pattern', { pattern: '^a$' }, { pattern: '^b$' }, 'pattern ^a$ → ^b$', true],
    ['format', { format: 'date' }, { format: 'date-time' }, 'format date → date-time', true],
    ['enum', { enum: ['A', 'B'] }, { enum: ['A'] }, 'enum lost "B"', true],
    ['enum', { enum: ['A'] }, { enum: ['A', 'B'] }, 'enum gained "B"', false],
    ['enum', {}, { enum: ['A', 'B'] }, 'enum added: "A", "B"', true],
    ['enum', { enum: ['A'] }, {}, 'enum removed', false],
    ['type', {}, { type: 'integer' }, 'type string → integer', true],
    ['required', {}, { required: true }, 'now required', true],
    ['required', { required: true }, {}, 'now optional', false],
  ];

  it.each(cases)(
    'input %s: %j → %j is "%s", breaking %s',
    (_rule, before, after, detail, breaks) => {
      const result = diffRules({ ...text, ...before }, { ...text, ...after }, 'input');
      expect(result).toEqual({ details: [detail], breaking: breaks });
    },
  );

  it('judges outputs the other way round, except a changed type or pattern', () => {
    const output = (before: Partial<FieldRules>, after: Partial<FieldRules>) =>
      diffRules({ ...text, ...before }, { ...text, ...after }, 'output')?.breaking;
    expect(output({ maxLength: 40 }, { maxLength: 20 })).toBe(false);
    expect(output({ maxLength: 20 }, { maxLength: 40 })).toBe(true);
    expect(output({ enum: ['A'] }, { enum: ['A', 'B'] })).toBe(true);
    expect(output({ enum: ['A', 'B'] }, { enum: ['A'] })).toBe(false);
    expect(output({ required: true }, { required: false })).toBe(true);
    expect(output({ required: false }, { required: true })).toBe(false);
    expect(output({}, { type: 'integer' })).toBe(true);
    expect(output({ pattern: '^a$' }, { pattern: '^b$' })).toBe(true);
  });

  it('lists every changed rule of a field and breaks if any one does', () => {
    const before: FieldRules = { type: 'string', required: false, maxLength: 40 };
    const after: FieldRules = { type: 'string', required: true, maxLength: 60 };
    expect(diffRules(before, after, 'input')).toEqual({
      details: ['now required', 'maxLength 40 → 60'],
      breaking: true,
    });
  });
});
