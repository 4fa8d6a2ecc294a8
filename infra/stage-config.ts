import { z } from 'zod';
import { deploymentStages } from '../shared/plans';

/** The context keys a deployment reads (`cdk synth -c stage=prod -c alarmEmail=...` or cdk.json). */
export const stageConfigKeys = [
  'stage',
  'siteDomain',
  'certificateArn',
  'alarmEmail',
  'sesFromAddress',
  'corporateIdp',
] as const;

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** CloudFront only takes ACM certificates from us-east-1. */
const cloudFrontCertificatePattern = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

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
    /** Where alarms are mailed (alarms come with the operations issue). */
    alarmEmail: z.email('must be an e-mail address').optional(),
    /** Verified SES identity mail is sent from (wired with the identity issue). */
    sesFromAddress: z.email('must be an e-mail address').optional(),
    /**
     * Placeholder for the corporate (directory) identity provider of spec §6 ("Directory users
     * sign in with domain ID"). Parsed but not wired yet: a later issue adds the SAML/OIDC IdP.
     */
    corporateIdp: z
      .object({
        name: z.string().min(1),
        metadataUrl: z.url('must be a URL'),
      })
      .optional(),
  })
  .strict()
  .refine((c) => (c.siteDomain === undefined) === (c.certificateArn === undefined), {
    message: 'siteDomain and certificateArn go together: set both or neither',
    path: ['siteDomain'],
  });

export type StageConfig = z.infer<typeof stageConfigSchema>;

/** Values from the CLI (`-c key=value`) arrive as strings; an object may come as JSON text. */
function fromContextValue(key: string, value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (key === 'corporateIdp' && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** Validates deployment settings; throws one error listing every bad value. */
export function parseStageConfig(raw: Readonly<Record<string, unknown>>): StageConfig {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = fromContextValue(key, value);
    if (parsed !== undefined) input[key] = parsed;
  }
  const result = stageConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'config';
    return `  - ${where}: ${issue.message}`;
  });
  throw new Error(`Invalid Marque stage config (CDK context):\n${problems.join('\n')}`);
}

/** Reads the stage config from CDK context (cdk.json or `-c key=value`). */
export function stageConfigFromContext(tryGetContext: (key: string) => unknown): StageConfig {
  const raw: Record<string, unknown> = {};
  for (const key of stageConfigKeys) raw[key] = tryGetContext(key);
  return parseStageConfig(raw);
}
