import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../../shared/schemas/field-messages';
import { newApplication, sandboxKeyFormSchema } from './sandbox-key-form-schema';

const schema = sandboxKeyFormSchema(['fleet-app']);
const messageOf = (input: Record<string, string>) => {
  const result = schema.safeParse({ application: '', newName: '', usagePlan: 'Basic', ...input });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('sandboxKeyFormSchema', () => {
  it('gives an existing application, or a new one with its name trimmed', () => {
    expect(schema.parse({ application: 'fleet-app', newName: '', usagePlan: 'Standard' })).toEqual({
      application: { kind: 'existing', name: 'fleet-app' },
      usagePlan: 'Standard',
    });
    expect(
      schema.parse({ application: newApplication, newName: ' my-app ', usagePlan: 'Basic' }),
    ).toEqual({ application: { kind: 'new', name: 'my-app' }, usagePlan: 'Basic' });
  });

  it("says what is wrong with a new application's name, in the spec's words", () => {
    expect(messageOf({ application: newApplication, newName: 'FLEET-APP' })).toBe(
      fieldMessages.applicationNameTaken,
    );
    expect(messageOf({ application: newApplication, newName: 'my app' })).toBe(
      fieldMessages.applicationNameCharacters,
    );
    expect(messageOf({ application: newApplication, newName: ' ' })).toBe(
      fieldMessages.mandatoryStarred,
    );
    expect(messageOf({ application: '' })).toBe(fieldMessages.mandatoryStarred);
  });
});
