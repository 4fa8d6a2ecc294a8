import { z } from 'zod';

/**
 * The sign-in rules of spec §5 with their exact messages. The identity work adds the captcha and
 * may move this into shared/schemas for the server to reuse.
 */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Please enter email' })
    .pipe(z.email({ error: 'Email is invalid' })),
  password: z.string().min(1, { error: 'Please enter password' }),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
