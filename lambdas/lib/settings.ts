import * as z from 'zod';
import { deploymentStages, type DeploymentStage } from '../../shared/plans';
import { keyRotationOverlapHours } from '../../shared/key-rotation';
import { localSiteContact } from '../../shared/site-contact';

/** Thrown when the environment lacks, or holds a bad, setting; names the variable. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/**
 * A deployment's id: its portal stack's name (`Marque-prod`; `Marque-local-dev` locally), unique
 * per account and region as CloudFormation stack names are. Stack names allow letters, digits
 * and hyphens, starting with a letter, at most 128 characters: every one is a valid tag value.
 */
export const deploymentIdPattern = /^[A-Za-z][A-Za-z0-9-]{0,127}$/;

/** An unset or blank variable counts as missing, so defaults apply to `FOO=` as well. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const environmentSchema = z.object({
  MARQUE_STAGE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(deploymentStages).default('prod'),
  ),
  MARQUE_DEPLOYMENT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(deploymentIdPattern, 'must be a CloudFormation stack name such as Marque-prod')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.email().default('no-reply@marque.local'),
  ),
  // A stage without `contact` (dev may go without) mails queries to the local placeholder.
  SUPPORT_MAILBOX: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.email().default(localSiteContact.supportEmail),
  ),
  USER_POOL_ID: optionalText,
  USER_POOL_CLIENT_ID: optionalText,
  CUSTOMER_POOL_ID: optionalText,
  CUSTOMER_POOL_CLIENT_ID: optionalText,
  KEY_ROTATION_OVERLAP_HOURS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int()
      .min(keyRotationOverlapHours.min)
      .max(keyRotationOverlapHours.max)
      .default(keyRotationOverlapHours.default),
  ),
});

export interface Settings {
  /** The deployment stage: dev lets only admin accounts sign in (spec §6). */
  stage: DeploymentStage;
  /** The deployment's id (deploymentIdPattern); every key and certificate it makes is tagged with it. */
  deployment?: string;
  /** The sender of every mail (SES verified identity in AWS). */
  mailFrom: string;
  /** Where /sendQuery's queries are mailed (the stage's `contact.supportEmail`). */
  supportMailbox: string;
  userPoolId?: string;
  /** The site's public app client (Cognito's public calls name it). */
  userPoolClientId?: string;
  /** How long a rotated key keeps working next to the new one. */
  keyRotationOverlapHours: number;
  /** The customer pool (Customer Authentication's customers) and its app client. */
  customerPoolId?: string;
  customerPoolClientId?: string;
}

/**
 * The settings handlers and triggers read from the environment, validated; a bad value throws a
 * SettingsError naming the variable. Read on each call (cheap), so tests can stub the environment.
 * Table names come from `data/table-name.ts` (the `envVar` of each table in `data/tables.ts`).
 */
export function settings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new SettingsError(`Environment variable ${variable} is invalid: ${issue?.message}`);
  }
  const values = parsed.data;
  return {
    stage: values.MARQUE_STAGE,
    ...(values.MARQUE_DEPLOYMENT && { deployment: values.MARQUE_DEPLOYMENT }),
    mailFrom: values.MAIL_FROM,
    supportMailbox: values.SUPPORT_MAILBOX,
    userPoolId: values.USER_POOL_ID,
    userPoolClientId: values.USER_POOL_CLIENT_ID,
    keyRotationOverlapHours: values.KEY_ROTATION_OVERLAP_HOURS,
    customerPoolId: values.CUSTOMER_POOL_ID,
    customerPoolClientId: values.CUSTOMER_POOL_CLIENT_ID,
  };
}

function required(value: string | undefined, variable: string, purpose: string): string {
  if (!value) throw new SettingsError(`Environment variable ${variable} is not set (${purpose})`);
  return value;
}

/**
 * This deployment's id (env MARQUE_DEPLOYMENT). No default: a key tagged with a wrong id would be
 * another deployment's to sweep, and a sweeper with a wrong id would sweep another's keys.
 */
export function deploymentId(env: NodeJS.ProcessEnv = process.env): string {
  return required(
    settings(env).deployment,
    'MARQUE_DEPLOYMENT',
    'keys and certificates are tagged with the deployment, and its jobs touch only its own',
  );
}

/** The user pool the admin calls go to (env USER_POOL_ID). */
export function userPoolId(env: NodeJS.ProcessEnv = process.env): string {
  return required(settings(env).userPoolId, 'USER_POOL_ID', "Cognito's admin API needs it");
}

/** The site's app client (env USER_POOL_CLIENT_ID), for Cognito's public calls. */
export function userPoolClientId(env: NodeJS.ProcessEnv = process.env): string {
  return required(
    settings(env).userPoolClientId,
    'USER_POOL_CLIENT_ID',
    "Cognito's public calls need the app client id",
  );
}

/** The customer pool the customer sign-in creates and signs in customers on (env CUSTOMER_POOL_ID). */
export function customerPoolId(env: NodeJS.ProcessEnv = process.env): string {
  return required(
    settings(env).customerPoolId,
    'CUSTOMER_POOL_ID',
    "the customer sign-in calls the customer pool's admin API",
  );
}

/** The customer pool's app client (env CUSTOMER_POOL_CLIENT_ID), for CUSTOM_AUTH sign-ins. */
export function customerPoolClientId(env: NodeJS.ProcessEnv = process.env): string {
  return required(
    settings(env).customerPoolClientId,
    'CUSTOMER_POOL_CLIENT_ID',
    "the customer sign-in gets the customer's tokens through the app client",
  );
}
