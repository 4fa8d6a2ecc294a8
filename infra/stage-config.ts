import * as z from 'zod';
import { keyRotationOverlapHours } from '../shared/key-rotation';
import { type DeploymentStage, deploymentStages } from '../shared/plans';
import { contactEntries } from '../shared/site-contact';
import { placeholderHost, siteContactSchema } from '../shared/site-contact-schema';

/** The context keys a deployment reads (`cdk synth -c stage=prod -c alarmEmail=...` or cdk.json). */
export const stageConfigKeys = [
  'stage',
  'siteDomain',
  'certificateArn',
  'alarmEmail',
  'sesFromAddress',
  'sesIdentity',
  'corporateIdp',
  'cognitoDomainPrefix',
  'adminEmail',
  'passwordWarningDays',
  'keyRotationOverlapHours',
  'contact',
] as const;

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** CloudFront only takes ACM certificates from us-east-1. */
const cloudFrontCertificatePattern = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

export const sesIdentityStates = ['new', 'verified', 'external'] as const;

/** Cognito's rule for identity provider names (no leading/trailing underscore or space). */
const providerName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,30}[A-Za-z0-9]$/, 'must be 3-32 letters, digits, . _ -');
/** The sign-in button's text on the site; default 'Sign in with domain ID'. */
const buttonLabel = z.string().trim().min(1).max(60).optional();
const secretArnPattern = /^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+$/;
const cognitoDomainPrefixPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const corporateIdpSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('oidc'),
      name: providerName,
      label: buttonLabel,
      clientId: z.string().min(1),
      /** Secrets Manager secret whose whole value is the client secret (read at deploy). */
      clientSecretArn: z.string().regex(secretArnPattern, 'must be a Secrets Manager secret ARN'),
      issuerUrl: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
    })
    .strict(),
  z
    .object({
      type: z.literal('saml'),
      name: providerName,
      label: buttonLabel,
      metadataUrl: z.url({ protocol: /^https$/, error: 'must be an https URL' }),
      /** The SAML attribute carrying the e-mail; default the WS-Federation emailaddress claim. */
      emailAttribute: z.string().min(1).optional(),
    })
    .strict(),
]);

/**
 * Settings a deployment can go without, but then serves a portal nobody can use: preprod and prod
 * refuse to synthesize without them; dev warns (the construct that uses each one says so).
 */
export const settingsForUse = {
  sesFromAddress: {
    need: 'a mail sender',
    without: 'no sign-in code is mailed and nobody can sign in',
  },
  adminEmail: {
    need: 'a first admin',
    without: 'nobody can activate a registration, run the catalogue or decide a request',
  },
  alarmEmail: {
    need: 'an address for alarms',
    without: 'the alarms go off and nobody is told',
  },
  contact: {
    need: "the maker's contact data",
    without: 'the footer, contact page and decommission banner show placeholder .example addresses',
  },
} as const;
export type SettingForUse = keyof typeof settingsForUse;

/** The stages that refuse to deploy without `settingsForUse` and without a web build. */
export const stagesForUse: readonly DeploymentStage[] = ['preprod', 'prod'];

/** The dev warning for a missing setting of `settingsForUse`. */
export function missingSettingWarning(key: SettingForUse): string {
  return (
    `${key} is not set: ${settingsForUse[key].without} (preprod and prod refuse to deploy ` +
    `without it). Set -c ${key}=${key === 'contact' ? "'<JSON object>'" : '<address>'}.`
  );
}

const overlapMessage = `must be ${keyRotationOverlapHours.min} to ${keyRotationOverlapHours.max} hours`;

const stageConfigSchema = z
  .object({
    stage: z
      .enum(deploymentStages, {
        error: (issue) =>
          `must be one of ${deploymentStages.join(', ')} (got ${JSON.stringify(issue.input)})`,
      })
      .default('dev'),
    /** The site's own host name (e.g. developer.example.com); needs `certificateArn`. */
    siteDomain: z
      .string()
      .regex(domainPattern, 'must be a lower-case host name such as developer.example.com')
      .optional(),
    /** ACM certificate (us-east-1) covering `siteDomain`. */
    certificateArn: z
      .string()
      .regex(cloudFrontCertificatePattern, 'must be an ACM certificate ARN in us-east-1')
      .optional(),
    /** Where alarms are mailed; required on preprod and prod (`settingsForUse`). */
    alarmEmail: z.email('must be an e-mail address').optional(),
    /**
     * The address every mail of the portal comes from (handlers' SES mail and Cognito's own);
     * required on preprod and prod.
     */
    sesFromAddress: z.email('must be an e-mail address').optional(),
    /**
     * Where the SES identity of `sesFromAddress` stands (default `new`):
     * - `new`: this stack creates it and AWS mails a verification link to the address; Cognito
     *   keeps its own sender, because it refuses an identity that is not verified yet;
     * - `verified`: created by this stack and verified since: Cognito sends through it too;
     * - `external`: verified outside this stack (e.g. its domain): the stack only uses it.
     */
    sesIdentity: z.enum(sesIdentityStates).optional(),
    /** The corporate directory of spec §6 ("Directory users sign in with domain ID"). */
    corporateIdp: corporateIdpSchema.optional(),
    /**
     * Prefix of the Cognito domain the directory sign-in redirects through
     * (<prefix>.auth.<region>.amazoncognito.com); default marque-<stage>-<hash of account and region>.
     */
    cognitoDomainPrefix: z
      .string()
      .regex(cognitoDomainPrefixPattern, 'must be lower-case letters, digits and inner hyphens')
      .refine((p) => !/aws|amazon|cognito/.test(p), 'must not contain aws, amazon or cognito')
      .optional(),
    /**
     * The first admin account, made at deploy if it does not exist yet (infra/constructs/
     * portal-seed.ts), with a password nobody is told: its owner sets one through "Forgot
     * password". Without it the deployment has no admin: required on preprod and prod.
     */
    adminEmail: z.email('must be an e-mail address').optional(),
    /** Days before expiry when the sign-in offers a password change (spec leaves it open: 7). */
    passwordWarningDays: z.coerce
      .number()
      .int('must be a whole number of days')
      .min(1, 'must be 1 to 59 days')
      .max(59, 'must be 1 to 59 days')
      .optional(),
    /** Hours a rotated API key keeps working next to its successor (default 24). */
    keyRotationOverlapHours: z.coerce
      .number({ error: 'must be a whole number of hours' })
      .int('must be a whole number of hours')
      .min(keyRotationOverlapHours.min, overlapMessage)
      .max(keyRotationOverlapHours.max, overlapMessage)
      .default(keyRotationOverlapHours.default),
    /** The maker's addresses the site shows (shared/site-contact.ts); required on preprod and prod. */
    contact: z.optional(siteContactSchema),
  })
  .strict()
  .refine((c) => (c.siteDomain === undefined) === (c.certificateArn === undefined), {
    message: 'siteDomain and certificateArn go together: set both or neither',
    path: ['siteDomain'],
  })
  .refine((c) => c.sesIdentity === undefined || c.sesFromAddress !== undefined, {
    message: 'sesIdentity needs sesFromAddress',
    path: ['sesIdentity'],
  })
  .refine((c) => c.cognitoDomainPrefix === undefined || c.corporateIdp !== undefined, {
    message: 'cognitoDomainPrefix is only used with corporateIdp',
    path: ['cognitoDomainPrefix'],
  })
  .superRefine((c, context) => {
    for (const [path, value] of c.contact ? contactEntries(c.contact) : []) {
      const host = placeholderHost(value);
      if (!host) continue;
      context.addIssue({
        code: 'custom',
        message: `must be the maker's real address, not a placeholder (${host})`,
        path: ['contact', ...path.split('.')],
      });
    }
  })
  .superRefine((c, context) => {
    if (!stagesForUse.includes(c.stage)) return;
    for (const [key, { need, without }] of Object.entries(settingsForUse)) {
      if (c[key as SettingForUse] !== undefined) continue;
      context.addIssue({
        code: 'custom',
        message: `preprod and prod need ${need}: without one ${without}`,
        path: [key],
      });
    }
  });

export type StageConfig = z.infer<typeof stageConfigSchema>;
export type CorporateIdpConfig = z.infer<typeof corporateIdpSchema>;
export type SesIdentityState = (typeof sesIdentityStates)[number];

/** Values from the CLI (`-c key=value`) arrive as strings; an object may come as JSON text. */
function fromContextValue(key: string, value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if ((key === 'corporateIdp' || key === 'contact') && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

export type StageConfigCheck =
  | { readonly config: StageConfig; readonly problems?: undefined }
  | { readonly config?: undefined; readonly problems: readonly string[] };

/** Validates deployment settings: the config, or every problem as `<key>: <what is wrong>`. */
export function checkStageConfig(raw: Readonly<Record<string, unknown>>): StageConfigCheck {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = fromContextValue(key, value);
    if (parsed !== undefined) input[key] = parsed;
  }
  const result = stageConfigSchema.safeParse(input);
  if (result.success) return { config: result.data };
  return {
    problems: result.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'config';
      return `${where}: ${issue.message}`;
    }),
  };
}

/** Validates deployment settings; throws one error listing every bad value. */
export function parseStageConfig(raw: Readonly<Record<string, unknown>>): StageConfig {
  const { config, problems } = checkStageConfig(raw);
  if (config) return config;
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  throw new Error(`Invalid Marque stage config (CDK context):\n${list}`);
}

/** Reads the stage config from CDK context (cdk.json or `-c key=value`). */
export function stageConfigFromContext(tryGetContext: (key: string) => unknown): StageConfig {
  const raw: Record<string, unknown> = {};
  for (const key of stageConfigKeys) raw[key] = tryGetContext(key);
  return parseStageConfig(raw);
}
