import { describe, expect, it } from 'vitest';
import {
  applicationNameKey,
  applicationNameSchema,
  applicationNameTakenMessage,
  createApplicationSchema,
  uniqueApplicationNameSchema,
} from './application-schema';

function messageOf(schema: typeof applicationNameSchema, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('applicationNameSchema', () => {
  it.each(['fleet_app-2', "O'Brien", 'A'])('accepts %j', (name) => {
    expect(applicationNameSchema.parse(` ${name} `)).toBe(name);
  });

  it("says '* Field is mandatory' for an empty name", () => {
    expect(messageOf(applicationNameSchema, '')).toBe('* Field is mandatory');
    expect(messageOf(applicationNameSchema, '   ')).toBe('* Field is mandatory');
  });

  it.each(['my app', 'app.v2', 'app/1', 'appé'])(
    'says "only alphabets, number and \'-\' is allowed" for %j',
    (name) => {
      expect(messageOf(applicationNameSchema, name)).toBe(
        "only alphabets, number and '-' is allowed",
      );
    },
  );

  it('refuses a name over 50 characters', () => {
    expect(messageOf(applicationNameSchema, 'a'.repeat(51))).toBe('Maximum limit exceed');
  });
});

describe('application name uniqueness', () => {
  it('keys names by their trimmed lower case', () => {
    expect(applicationNameKey('  Fleet-App ')).toBe('fleet-app');
    expect(applicationNameKey('FLEET-APP')).toBe(applicationNameKey('fleet-app'));
  });

  it("says 'Application name already exist' for a name taken in another case", () => {
    const schema = uniqueApplicationNameSchema(['Fleet-App', 'other']);
    expect(messageOf(schema, 'fleet-APP')).toBe('Application name already exist');
    expect(applicationNameTakenMessage).toBe('Application name already exist');
    expect(schema.parse('fleet-app-2')).toBe('fleet-app-2');
  });

  it('keeps the other rules first', () => {
    const schema = uniqueApplicationNameSchema(['x']);
    expect(messageOf(schema, '')).toBe('* Field is mandatory');
    expect(messageOf(schema, 'x y')).toBe("only alphabets, number and '-' is allowed");
  });
});

describe('createApplicationSchema', () => {
  it('takes an optional description of up to 250 characters', () => {
    expect(createApplicationSchema.parse({ applicationName: 'app' })).toEqual({
      applicationName: 'app',
    });
    expect(
      createApplicationSchema.parse({ applicationName: 'app', applicationDescription: ' Fleet ' }),
    ).toEqual({ applicationName: 'app', applicationDescription: 'Fleet' });
    const long = createApplicationSchema.safeParse({
      applicationName: 'app',
      applicationDescription: 'd'.repeat(251),
    });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['applicationDescription'],
      message: 'Maximum limit exceed',
    });
  });
});
