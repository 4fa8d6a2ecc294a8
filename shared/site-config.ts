import { z } from 'zod';
import { deploymentStages } from './plans';

/** `/config.json`: written by the stack at deploy and by `npm start` locally; read by the web app. */
export const siteConfigSchema = z.object({
  stage: z.enum(deploymentStages),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Local mode only: where the local identity answers Cognito's API. */
  userPoolEndpoint: z.string().url().optional(),
  /** The portal API's base URL, no trailing slash. */
  apiUrl: z.string().url(),
  /** The maker's APIs: `{apiId}` and `{stage}` are filled in per service. */
  productApiUrl: z.string().min(1).optional(),
  /** Local mode only: the outbox of sent mail. */
  outboxUrl: z.string().url().optional(),
  /** Local mode only. */
  local: z.boolean().optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
