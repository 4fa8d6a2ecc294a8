/** Synthesises a stage as `bin/marque.ts` does (no bundling) and reads back every template. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import {
  ANALYTICS_REPORTING_ENABLED_CONTEXT,
  ASSET_RESOURCE_METADATA_ENABLED_CONTEXT,
  PATH_METADATA_ENABLE_CONTEXT,
} from 'aws-cdk-lib/cx-api';
import { loadCatalogue } from '../catalogue/read-catalogue';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import { featureFlags } from '../feature-flags';
import { addMarqueDeployment } from '../marque-deployment';
import { parseStageConfig } from '../stage-config';
import { scaledCatalogue } from './scaled-catalogue';
import { type DeployedTemplate, type CfnTemplate, nestedStackName } from './deployed-template';
import { worstCaseEnvironment } from './worst-case';

export interface LimitStage {
  /** How the bench and messages name it: `dev`, `prod`, `prod-all-options`. */
  label: string;
  /** The CDK context a deploy of it passes (`-c key=value`). */
  context: Readonly<Record<string, unknown>>;
  /** The catalogue grown to this many services (scaled-catalogue.ts); default the real one. */
  services?: number;
}

/**
 * What a usable preprod or prod deployment sets (issue 19, item 5), with the maker's contact data
 * (issue 22, item 15: written into the site's files, so it counts in the template's bytes).
 */
const mailAndAdmin = {
  sesFromAddress: 'no-reply@developer.example.com',
  adminEmail: 'portal-admin@example.com',
  alarmEmail: 'ops@example.com',
  contact: {
    supportPhone: '+91-1800-111-222-333',
    supportEmail: 'developer-portal.api-support@marque-motors-india.com',
    officeEmails: {
      gurugram: 'developer-portal.gurugram-office@marque-motors-india.com',
      newDelhi: 'developer-portal.new-delhi-office@marque-motors-india.com',
    },
    social: {
      linkedin: 'https://www.linkedin.com/company/marque-motors-india-developer-portal',
      x: 'https://x.com/marquemotorsindiadevelopers',
      youtube: 'https://www.youtube.com/@marquemotorsindiadeveloperportal',
      github: 'https://github.com/marque-motors-india-developer-portal',
    },
    newPortalUrl: 'https://developers.marque-motors-india.com/portal/',
  },
};

/** Every stage, and prod with every optional setting (each adds resources or policy text). */
export const limitStages: readonly LimitStage[] = [
  { label: 'dev', context: { stage: 'dev' } },
  { label: 'preprod', context: { stage: 'preprod', ...mailAndAdmin } },
  { label: 'prod', context: { stage: 'prod', ...mailAndAdmin } },
  {
    label: 'prod-all-options',
    context: {
      stage: 'prod',
      ...mailAndAdmin,
      siteDomain: 'developer.example.com',
      certificateArn:
        'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
      sesIdentity: 'verified',
      corporateIdp: {
        type: 'oidc',
        name: 'corp-directory',
        label: 'Sign in with domain ID',
        clientId: 'marque-developer-portal',
        clientSecretArn:
          'arn:aws:secretsmanager:ap-southeast-4:123456789012:secret:marque/corporate-idp-AbCdEf',
        issuerUrl: 'https://login.example.com/oauth2/default',
      },
      cognitoDomainPrefix: 'marque-prod-developer-portal',
      passwordWarningDays: 14,
      keyRotationOverlapHours: 48,
    },
  },
  // The catalogue a marketplace grows to: the footprint must not need more plans or policies.
  { label: 'prod-100-services', context: { stage: 'prod', ...mailAndAdmin }, services: 100 },
];

/**
 * A web build of one page: preprod and prod refuse to synthesise without one, and the site's
 * files are an asset (a hash in the template), so their content does not count in its bytes.
 */
function stubWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'marque-limits-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Marque</title>');
  return dist;
}

function readTemplate(outdir: string, file: string): { text: string; template: CfnTemplate } {
  const text = readFileSync(join(outdir, file), 'utf8');
  return { text, template: JSON.parse(text) as CfnTemplate };
}

/**
 * Every template of one stage (the edge stack, the portal stack and its nested stacks), in the
 * longest region's environment. Functions are not bundled: bundles are assets, not template text.
 */
export function synthesizeStage(
  stage: LimitStage,
  outdir: string,
  base: CatalogueSource = loadCatalogue(),
): DeployedTemplate[] {
  const catalogue = stage.services ? scaledCatalogue(base, stage.services) : base;
  const app = new App({
    outdir,
    context: {
      ...featureFlags(),
      ...stage.context,
      'aws:cdk:bundling-stacks': [],
      // As the CLI synthesises by default: each resource carries its construct path (and an
      // asset's location), each template an AWS::CDK::Metadata resource; all count in its bytes.
      [PATH_METADATA_ENABLE_CONTEXT]: true,
      [ASSET_RESOURCE_METADATA_ENABLED_CONTEXT]: true,
      [ANALYTICS_REPORTING_ENABLED_CONTEXT]: true,
    },
  });
  const config = parseStageConfig(stage.context);
  const { region, account } = worstCaseEnvironment;
  const { edge, portal } = addMarqueDeployment(app, {
    config,
    catalogue,
    account,
    region,
    siteAssetPath: stubWebBuild(),
  });
  app.synth();
  return [edge, portal].flatMap((root) => {
    const nested = root.node
      .findAll()
      .filter((c): c is NestedStack => NestedStack.isNestedStack(c));
    const names = new Map<Stack, string>([[root, root.stackName]]);
    const deployed: DeployedTemplate[] = [
      {
        name: root.stackName,
        stackName: root.stackName,
        ...readTemplate(outdir, root.templateFile),
      },
    ];
    // findAll is depth-first from the root: a parent comes before the stacks nested in it.
    for (const stack of nested) {
      const parent = stack.nestedStackParent!;
      const logicalId = parent.resolve(stack.nestedStackResource!.logicalId) as string;
      const stackName = nestedStackName(names.get(parent)!, logicalId);
      names.set(stack, stackName);
      deployed.push({
        name: `${root.stackName}/${stack.node.path.slice(root.node.path.length + 1)}`,
        stackName,
        parent: { name: deployed.find((d) => d.stackName === names.get(parent))!.name, logicalId },
        ...readTemplate(outdir, stack.templateFile),
      });
    }
    return deployed;
  });
}
