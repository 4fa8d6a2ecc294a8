import * as z from 'zod/mini';
import { deploymentStages } from './plans';
import { siteContactSchema } from './site-contact-schema';

/**
 * `/config.json`: written by the stack at deploy and by `npm start` locally; read by the web app
 * at start. zod/mini keeps it light on the home route, where it is parsed.
 */
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

export const siteConfigSchema = z.object({
  stage: z.enum(deploymentStages),
  region: nonEmpty,
  userPoolId: nonEmpty,
  userPoolClientId: nonEmpty,
  /** Local mode only: where the local identity answers Cognito's API. */
  userPoolEndpoint: z.optional(httpUrl),
  /** The portal API's base URL. */
  apiUrl: httpUrl,
  /** The maker's APIs: `{apiId}` and `{stage}` are filled in per service. */
  productApiUrl: z.optional(nonEmpty),
  /** Local mode only: the outbox of sent mail. */
  outboxUrl: z.optional(httpUrl),
  /** Local mode only. */
  local: z.optional(z.boolean()),
  /** Overrides of the session timers (spec §4), so tests can shorten them. */
  timers: z.optional(
    z.object({
      idleTimeoutMs: z.optional(z.number().check(z.positive())),
      idleCountdownMs: z.optional(z.number().check(z.positive())),
      otpResendSeconds: z.optional(z.number().check(z.positive())),
    }),
  ),
  /** Days before password expiry when 'Time to change your password' shows (default 7). */
  passwordWarningDays: z.optional(z.number().check(z.int(), z.positive())),
  /** How long a rotated key or client secret keeps working (default 24), for the dialogs. */
  keyRotationOverlapHours: z.optional(z.number().check(z.int(), z.positive())),
  /** The maker's contact data (the stage's `contact` setting); the build's defaults without it. */
  contact: z.optional(siteContactSchema),
  /** The corporate directory (domain ID sign-in), when the stage has one. */
  corporateSignIn: z.optional(
    z.object({
      /** The Cognito identity provider name. */
      providerName: nonEmpty,
      label: nonEmpty,
      /** Hosted UI domain for the OAuth redirect flow, e.g. https://marque-prod.auth.<region>.amazoncognito.com */
      oauthDomain: nonEmpty,
    }),
  ),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
