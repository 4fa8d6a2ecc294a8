import type { DeploymentStage } from '../../shared/plans';
import { keyRotationOverlapHours } from '../../shared/key-rotation';
import { siteConfigSchema, type SiteConfig } from '../../shared/site-config';
import { localSiteContact } from '../../shared/site-contact';
import type { IdentityConfig } from './identity/seed-identity';

/**
 * The local cloud's `/config.json`: the stage (which tells the site the plans it offers) and
 * where each local service answers. Checked against the shared schema as it is written: the
 * browser checks only what it needs.
 */
export function localSiteConfig(local: {
  stage: DeploymentStage;
  identity: Pick<IdentityConfig, 'region' | 'userPoolId' | 'userPoolClientId'>;
  userPoolEndpoint: string;
  portalApi: string;
  productApis: string;
  outbox: string;
}): SiteConfig {
  return siteConfigSchema.parse({
    stage: local.stage,
    region: local.identity.region,
    userPoolId: local.identity.userPoolId,
    userPoolClientId: local.identity.userPoolClientId,
    userPoolEndpoint: local.userPoolEndpoint,
    apiUrl: local.portalApi,
    productApiUrl: `${local.productApis}/{apiId}/{stage}`,
    outboxUrl: local.outbox,
    local: true,
    // The local functions run with the default window (no CDK context here).
    keyRotationOverlapHours: keyRotationOverlapHours.default,
    // The local defaults: a deployment has its stage's `contact` setting.
    contact: localSiteContact,
  });
}
