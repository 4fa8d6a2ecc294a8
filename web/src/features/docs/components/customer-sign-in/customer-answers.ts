import * as z from 'zod';
import type {
  CustomerTokenAnswer,
  OtpSentAnswer,
  ReactivationPendingAnswer,
  RegistrationRequiredAnswer,
} from '../../../../../../shared/customer-sign-in';

/**
 * The product API's answers as the panel reads them. The body is whatever the relay got back, so
 * each shape is checked before use; anything else counts as an unexpected answer.
 */
const otpSent = z.object({
  status: z.literal('OTP_SENT'),
  message: z.string(),
  otpReference: z.string(),
  resendAfterSeconds: z.number().int().nonnegative(),
}) satisfies z.ZodType<OtpSentAnswer>;

const token = z.object({
  status: z.enum(['OTP_VERIFIED', 'TOKEN_RECEIVED']),
  registrationRequired: z.literal(false).default(false),
  accessToken: z.string().min(1),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number(),
}) satisfies z.ZodType<CustomerTokenAnswer, unknown>;

const registrationRequired = z.object({
  status: z.literal('REGISTRATION_REQUIRED'),
  registrationRequired: z.literal(true),
  uuid: z.string().min(1),
}) satisfies z.ZodType<RegistrationRequiredAnswer>;

const reactivationPending = z.object({
  status: z.literal('REACTIVATION_PENDING'),
  questionUuid: z.string().min(1),
  question: z.string(),
}) satisfies z.ZodType<ReactivationPendingAnswer>;

const errorAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  verificationKey: z.string().optional(),
});

export type CustomerError = z.infer<typeof errorAnswer>;

/** JSON text to a value; undefined for anything that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function reader<T>(schema: z.ZodType<T, unknown>) {
  return (value: unknown): T | undefined => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  };
}

export const readOtpSent = reader(otpSent);
export const readToken = reader(token);
export const readRegistrationRequired = reader(registrationRequired);
export const readReactivationPending = reader(reactivationPending);
export const readError = reader(errorAnswer);
