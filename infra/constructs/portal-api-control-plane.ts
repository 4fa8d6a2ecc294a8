import { Aws, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ControlPlaneUse } from '../../lambdas/routes';
import { ownRequestCondition, ownResourceCondition } from './deployment-conditions';
import type { MarqueFunction } from './marque-function';

/**
 * Only the control-plane calls the area makes. `exports`: GetExport of product API
 * definitions. `readKeys`: GetApiKey only (the try-out relay reads the caller's key value).
 * `keys`: CreateApiKey, GetApiKey and DeleteApiKey here; the usage-plan keys
 * calls are granted per plan of this stack by ProductApis.grantPlanKeys (the plans live in the
 * product APIs' nested stack). Keys and certificates: only this deployment's, by their
 * `deployment` tag (created with it, read and deleted only with it).
 */
export function grantControlPlane(
  { fn, role }: MarqueFunction,
  use: ControlPlaneUse,
  deployment: string,
): void {
  const base = `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::`;
  const own = ownResourceCondition(deployment);
  const ownRequest = ownRequestCondition(deployment);
  if (use === 'readKeys') {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['apigateway:GET'],
        resources: [`${base}/apikeys/*`],
        conditions: own,
      }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/apikeys/*]',
      reason:
        'API keys are created at run time, one per subscription, so their ids are unknown at ' +
        "deploy; only reading this deployment's keys (by their deployment tag) is allowed: the " +
        "try-out relay reads the value of the caller's own subscription key, found through the " +
        'subscription record, never a key id the caller names.',
    });
    return;
  }
  if (use === 'suspendKeys') {
    // GetApiKeys (the collection carries no tags, and the list cannot be filtered by tag).
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['apigateway:GET'], resources: [`${base}/apikeys`] }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['apigateway:PATCH'],
        resources: [`${base}/apikeys/*`],
        conditions: own,
      }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/apikeys/*]',
      reason:
        'API keys are created at run time, one per subscription, so their ids are unknown at ' +
        "deploy; only UpdateApiKey (a deactivated user's keys disabled, enabled again on " +
        "activation) is allowed on them, and only on this deployment's keys (by their tag).",
    });
    return;
  }
  if (use === 'exports') {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['apigateway:GET'],
        resources: [`${base}/restapis/*/stages/*/exports/*`],
      }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/restapis/*/stages/*/exports/*]',
      reason:
        'Read-only export of a product API definition for the documentation page; the handler ' +
        'passes only api ids it read from the catalogue table, and listing every product API ' +
        'here would tie the portal role to each service deployment.',
    });
    return;
  }
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['apigateway:POST'],
      resources: [`${base}/apikeys`],
      conditions: ownRequest,
    }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['apigateway:GET', 'apigateway:DELETE'],
      resources: [`${base}/apikeys/*`],
      conditions: own,
    }),
  );
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/apikeys/*]',
    reason:
      'API keys are created at run time, one per subscription, so their ids are unknown at ' +
      'deploy; only reading (with the value, for reveal) and deleting are allowed on them, ' +
      "and only on this deployment's keys (by their deployment tag).",
  });
  // Client certificates for the applications' prod calls: generated and revoked, never read.
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['apigateway:POST'],
      resources: [`${base}/clientcertificates`],
      conditions: ownRequest,
    }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['apigateway:DELETE'],
      resources: [`${base}/clientcertificates/*`],
      conditions: own,
    }),
  );
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/clientcertificates/*]',
    reason:
      'Client certificates are generated at run time, per application, so their ids are ' +
      'unknown at deploy; only deleting (revoke) is allowed on them, and only on this ' +
      "deployment's certificates (by their deployment tag).",
  });
}
