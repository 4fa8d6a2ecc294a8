import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';
import { stagesForUse } from '../stage-config';

/**
 * The web build the site deploys (`npm run build` writes it to web/dist), when there is one.
 * Without its index.html the site would serve no pages: on preprod and prod that is an error,
 * which stops `cdk synth` and `cdk deploy` (the CLI refuses an assembly with error annotations);
 * dev only warns, so the stacks can be tried without a build.
 */
export function webBuildToDeploy(
  scope: IConstruct,
  stage: DeploymentStage,
  assetPath: string,
): string | undefined {
  if (existsSync(join(assetPath, 'index.html'))) return assetPath;
  const found = existsSync(assetPath) ? assetPath : undefined;
  if (stagesForUse.includes(stage)) {
    Annotations.of(scope).addError(
      `web/dist not found (no index.html in ${assetPath}): ${stage} would serve a site with no ` +
        'pages. Run npm run build before cdk deploy.',
    );
  } else {
    Annotations.of(scope).addWarningV2(
      'marque:web-dist-missing',
      'web/dist not found: run npm run build before cdk deploy',
    );
  }
  return found;
}
