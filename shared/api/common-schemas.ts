import * as z from 'zod';

/** The answer of an operation that only confirms what it did. */
export const messageResponse = z.object({ message: z.string() });

/** The id a captcha's answer is kept under on the server. */
export const captchaIdSchema = z
  .string({ error: 'Please enter the Captcha' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please enter the Captcha');
