import { Aws, Duration, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobs, type JobDef, type JobId } from '../../lambdas/routes';
import {
  type AccessContext,
  accessEnvironment,
  appClientStatement,
  grantAccess,
} from './function-access';
import { ownResourceCondition } from './deployment-conditions';
import { MarqueFunction } from './marque-function';
import type { ProductApis } from './product-apis';

export interface ScheduledJobsProps extends AccessContext {
  /** The usage plans whose keys the sweeper may remove and whose usage trending reads. */
  readonly productApis: ProductApis;
  /** The pool whose app clients' previous secrets the sweeper may delete. */
  readonly userPool: IUserPool;
}

/**
 * The scheduled functions of `lambdas/routes.ts` `jobs`, each on an EventBridge rule. The
 * expired-keys sweeper may only list and delete API keys, take keys out of this stack's usage plans and
 * delete app-client secrets of this stack's pool; the trending builder may only read those plans'
 * usage.
 */
export class ScheduledJobs extends Construct {
  readonly functions: Record<JobId, IFunction>;
  /** Each job's failed runs after Lambda's two retries (alarmed on by Monitoring). */
  readonly deadLetterQueues: Record<JobId, IQueue>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const made = {} as Record<JobId, IFunction>;
    const queues = {} as Record<JobId, IQueue>;
    for (const [jobId, job] of Object.entries(jobs) as [JobId, JobDef][]) {
      const deadLetterQueue = new Queue(this, `${jobId}-failed`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      queues[jobId] = deadLetterQueue;
      const jobFunction = new MarqueFunction(this, jobId, {
        deadLetterQueue,
        stage: props.stage,
        entry: job.entry,
        description: job.description,
        environment: accessEnvironment(job, props, { userPool: { id: props.userPool.userPoolId } }),
        timeout: Duration.minutes(5),
      });
      grantAccess(jobFunction.fn, job, props);
      if ('appClients' in job && job.appClients) {
        jobFunction.fn.addToRolePolicy(
          appClientStatement(props.userPool.userPoolArn, [
            'cognito-idp:DeleteUserPoolClientSecret',
          ]),
        );
      }
      new Rule(this, `${jobId}-schedule`, {
        description: `${job.description}, every ${job.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(jobFunction.fn, { retryAttempts: 0 })],
      });
      made[jobId] = jobFunction.fn;
    }
    this.grantSweeper(made.expiredKeysSweeper, props.productApis, props.deployment);
    this.grantQuotaCount(made.expiredKeysSweeper, props.userPool);
    this.grantTrendingBuilder(made.trendingBuilder, props.productApis);
    this.functions = made;
    this.deadLetterQueues = queues;
  }

  /**
   * The hourly quota count (lambdas/jobs/quota-usage.ts): the account's key, usage-plan and
   * client-certificate collections (GetApiKeys without values, GetUsagePlans,
   * GetClientCertificates; no single item's GET) and this pool's ListUserPoolClients.
   */
  private grantQuotaCount(fn: IFunction, userPool: IUserPool): void {
    const base = `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::`;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['apigateway:GET'],
        resources: [`${base}/apikeys`, `${base}/usageplans`, `${base}/clientcertificates`],
      }),
    );
    fn.addToRolePolicy(
      appClientStatement(userPool.userPoolArn, ['cognito-idp:ListUserPoolClients']),
    );
  }

  /** GetUsage on this stack's usage plans, nothing else of the control plane. */
  private grantTrendingBuilder(fn: IFunction, productApis: ProductApis): void {
    if (!fn.role) return;
    productApis.grantPlans(fn.role, 'trending-usage', {
      description: "Read the services' daily calls for trending",
      keys: [],
      readUsage: true,
    });
  }

  private grantSweeper(fn: IFunction, productApis: ProductApis, deployment: string): void {
    const base = `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::`;
    // Only keys tagged with this deployment: another deployment's in the account stay out of reach.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['apigateway:DELETE'],
        resources: [`${base}/apikeys/*`],
        conditions: ownResourceCondition(deployment),
      }),
    );
    // GetApiKeys, for the orphan keys (the collection only: no key's own GET, so no values).
    // Unconditioned: the collection carries no tags, and the list cannot be filtered by tag.
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['apigateway:GET'], resources: [`${base}/apikeys`] }),
    );
    if (fn.role) {
      Validations.of(fn.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/apikeys/*]',
        reason:
          'Rotated keys are made at run time, so their ids are unknown at deploy, as are those of ' +
          'orphan keys (no record holds them); the sweeper may only delete keys and list them, ' +
          "never read one or create any, and delete only this deployment's keys (by their " +
          'deployment tag).',
      });
      productApis.grantPlans(fn.role, 'sweeper-plan-keys', {
        description: 'Remove expired rotated keys',
        keys: ['DELETE'],
        readUsage: false,
      });
    }
  }
}
