import type { RegisterOptions } from 'react-hook-form';
import { fieldMessages } from '../../../../../../shared/schemas/field-messages';
import type { FieldRules } from '../../../../../../shared/docs/doc-model';
import type { TryOutValues } from './try-out-values';

/** A documented pattern the browser cannot compile is not checked here (the API still is). */
function compile(pattern: string | undefined): RegExp | undefined {
  if (!pattern) return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function checkNumber(rules: FieldRules, raw: string): true | string {
  if (raw.trim() === '') return true;
  const value = Number(raw);
  if (!Number.isFinite(value)) return 'Must be a number';
  if (rules.type === 'integer' && !Number.isInteger(value)) return 'Must be a whole number';
  if (rules.maximum !== undefined && value > rules.maximum) return `At most ${rules.maximum}`;
  if (rules.minimum !== undefined && value < rules.minimum) return `At least ${rules.minimum}`;
  return true;
}

/** The cheap checks of a documented parameter or field: required, pattern, length, range. */
export function fieldRules(
  rules: FieldRules,
): RegisterOptions<TryOutValues, `params.${number}` | `fields.${number}`> {
  const pattern = compile(rules.pattern);
  const numeric = rules.type === 'integer' || rules.type === 'number';
  return {
    required: rules.required ? fieldMessages.mandatoryStarred : false,
    maxLength:
      rules.maxLength !== undefined
        ? { value: rules.maxLength, message: fieldMessages.maximumLimit }
        : undefined,
    minLength:
      rules.minLength !== undefined
        ? { value: rules.minLength, message: `At least ${rules.minLength} characters` }
        : undefined,
    pattern: pattern ? { value: pattern, message: `Must match ${rules.pattern}` } : undefined,
    validate: numeric ? (value) => checkNumber(rules, String(value ?? '')) : undefined,
  };
}

/** The placeholder: the documented example, if any. */
export function examplePlaceholder(rules: FieldRules): string | undefined {
  if (rules.example === undefined || rules.example === null) return undefined;
  return typeof rules.example === 'string' ? rules.example : JSON.stringify(rules.example);
}

/** 'string, max 40', 'integer, 1–99': the constraints a reader needs next to the input. */
export function rulesHint(rules: FieldRules): string {
  const parts = [rules.format ? `${rules.type} (${rules.format})` : rules.type];
  if (rules.maxLength !== undefined) parts.push(`max length ${rules.maxLength}`);
  if (rules.minimum !== undefined) parts.push(`min ${rules.minimum}`);
  if (rules.maximum !== undefined) parts.push(`max ${rules.maximum}`);
  if (rules.description) parts.push(rules.description);
  return parts.join(' · ');
}
