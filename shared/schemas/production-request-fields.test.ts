import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  applicationDlSchema,
  businessHoursSchema,
  defaultBusinessHours,
  purposeSchema,
  rateSchema,
  requestPerMonthSchema,
  responseTimeSchema,
} from './production-request-fields';

function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('production request fields', () => {
  it('purpose: mandatory, letters, digits and spaces, at most 250', () => {
    expect(purposeSchema.parse(' Fleet tracking for 200 cars ')).toBe(
      'Fleet tracking for 200 cars',
    );
    expect(messageOf(purposeSchema, '')).toBe('* Field is mandatory');
    expect(messageOf(purposeSchema, 'fleet, tracking')).toBe('Allowed only alphanumeric');
    expect(messageOf(purposeSchema, 'p'.repeat(251))).toBe('Maximum limit exceed');
    expect(messageOf(purposeSchema, 'p'.repeat(250))).toBeUndefined();
  });

  it('rate: mandatory digits', () => {
    expect(rateSchema.parse('500')).toBe('500');
    expect(messageOf(rateSchema, '')).toBe('* Field is mandatory');
    expect(messageOf(rateSchema, '5.5')).toBe('Only number are allowed');
    expect(messageOf(rateSchema, '1'.repeat(11))).toBe('Maximum limit exceed');
  });

  it("application DL: mandatory e-mail, 'Enter valid email', lower-cased", () => {
    expect(applicationDlSchema.parse('Fleet-Team@Example.com')).toBe('fleet-team@example.com');
    expect(messageOf(applicationDlSchema, '')).toBe('* Field is mandatory');
    expect(messageOf(applicationDlSchema, 'fleet-team')).toBe('Enter valid email');
  });

  it('response time: optional digits up to 20 characters', () => {
    expect(responseTimeSchema.parse(undefined)).toBeUndefined();
    expect(responseTimeSchema.parse('')).toBe('');
    expect(responseTimeSchema.parse('1'.repeat(20))).toBe('1'.repeat(20));
    expect(messageOf(responseTimeSchema, '200ms')).toBe('Only number are allowed');
    expect(messageOf(responseTimeSchema, '1'.repeat(21))).toBe('Maximum limit exceed');
  });

  it('requests per month: optional, up to 50 characters', () => {
    expect(requestPerMonthSchema.parse('about 1 million')).toBe('about 1 million');
    expect(messageOf(requestPerMonthSchema, 'r'.repeat(51))).toBe('Maximum limit exceed');
  });

  it("business hours: 'start to end', defaulting to '12:00 AM to 12:00 PM'", () => {
    expect(defaultBusinessHours).toBe('12:00 AM to 12:00 PM');
    expect(businessHoursSchema.parse(undefined)).toBe('12:00 AM to 12:00 PM');
    expect(businessHoursSchema.parse('  ')).toBe('12:00 AM to 12:00 PM');
    expect(businessHoursSchema.parse('9:00 AM to 6:30 PM')).toBe('9:00 AM to 6:30 PM');
    for (const bad of [
      '9 to 5',
      '13:00 AM to 6:00 PM',
      '9:00 AM - 6:00 PM',
      '09:60 AM to 1:00 PM',
    ]) {
      expect(messageOf(businessHoursSchema, bad)).toBe('Business hours is invalid');
    }
  });
});
