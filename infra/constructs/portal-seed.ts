import { createHash } from 'node:crypto';
import { Annotations, CustomResource, Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct, type IDependable } from 'constructs';
import { partnerOrganizations } from '../../lambdas/organizations/partner-organizations';
import {
  type AccessContext,
  type AccessFlags,
  accessEnvironment,
  grantAccess,
} from './function-access';
import { MarqueFunction } from './marque-function';
import { missingSettingWarning } from '../stage-config';
import { addSeedProvider } from './seed-provider';

export interface PortalSeedProps extends AccessContext {
  readonly userPool: IUserPool;
  /** The group the admin joins: the seed runs once it exists. */
  readonly adminGroup: IDependable;
  /** Stage setting `adminEmail`: the first admin account; none when absent. */
  readonly adminEmail?: string;
  /** Stage setting `contact.newPortalUrl`: where the seeded decommission banner points. */
  readonly newPortalUrl?: string;
}

/** The seed handler's module, relative to the repository root. */
export const portalSeedEntry = 'lambdas/seed/seed-portal-handler.ts';

/** The tables the seed writes: the partner organizations, the admin's record, the content. */
export const portalSeedAccess = {
  tables: ['users', 'organizations', 'content'],
} as const satisfies AccessFlags;

/** Cognito's admin API for the first admin (AdminDeleteUser undoes a half-made one). */
export const portalSeedCognitoActions = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
] as const;

/**
 * Seeds a new deployment at deploy time: the partner organizations (so registration's
 * organization search finds them) and, with `adminEmail`, the first admin in Cognito and the
 * users table. A custom resource through the CDK Provider framework, like the catalogue seed.
 * Its properties change with the organization list or the admin e-mail, so a deploy that
 * changes either seeds again; both steps are idempotent.
 */
export class PortalSeed extends Construct {
  readonly resource: CustomResource;
  readonly handler: MarqueFunction;

  constructor(scope: Construct, id: string, props: PortalSeedProps) {
    super(scope, id);
    const environment = accessEnvironment(
      { ...portalSeedAccess, cognito: props.adminEmail !== undefined },
      props,
      { userPool: { id: props.userPool.userPoolId } },
    );

    this.handler = new MarqueFunction(this, 'handler', {
      stage: props.stage,
      entry: portalSeedEntry,
      description: 'Marque: seeds the organizations and the first admin at deploy',
      environment,
      timeout: Duration.minutes(2),
    });
    const { fn } = this.handler;
    grantAccess(fn, portalSeedAccess, props);
    if (!props.adminEmail) {
      Annotations.of(this).addWarningV2(
        'marque:admin-email-missing',
        missingSettingWarning('adminEmail'),
      );
    }
    // This function is no Cognito trigger, so naming the pool here makes no cycle.
    if (props.adminEmail) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...portalSeedCognitoActions],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }

    const provider = addSeedProvider(this, fn, {
      stage: props.stage,
      description: 'CDK Provider framework of the portal seed',
    });
    this.resource = new CustomResource(this, 'seed', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::MarquePortalSeed',
      properties: {
        OrganizationsHash: createHash('sha256')
          .update(JSON.stringify(partnerOrganizations))
          .digest('hex'),
        // Bump when lambdas/content/seed-content.ts seeds a new kind: a deploy then runs the seed
        // again (an existing deployment gets the content table's first items the same way); each
        // kind is seeded once, so admins' edits stay.
        ContentSeed: '1',
        ...(props.adminEmail ? { AdminEmail: props.adminEmail } : {}),
        ...(props.newPortalUrl ? { NewPortalUrl: props.newPortalUrl } : {}),
      },
    });
    this.resource.node.addDependency(props.adminGroup);
  }
}
