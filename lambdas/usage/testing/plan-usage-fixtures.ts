import {
  type APIGatewayClient,
  GetUsageCommand,
  GetUsagePlanKeysCommand,
  type GetUsageCommandInput,
  type GetUsagePlanKeysCommandInput,
} from '@aws-sdk/client-api-gateway';
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { Service, UsagePlanRef } from '../../../shared/domain/catalogue';
import { planTiers, productStages, type ProductStage } from '../../../shared/plans';

/** Test data for the usage readers: the two plan layouts, and a control plane answering them. */

/** 8 plans per service (the layout before issue 19). */
export const servicePlans = (service: string): UsagePlanRef[] =>
  productStages.flatMap((stage) =>
    planTiers.map((tier) => ({
      id: `${service}-${stage}-${tier.toLowerCase()}`,
      name: `${service}-${stage}-${tier}`,
      stage,
      tier,
    })),
  );

/** 8 plans per deployment, every service listing all of them. */
export const sharedPlans: UsagePlanRef[] = productStages.flatMap((stage) =>
  planTiers.map((tier) => ({
    id: `shared-${stage}-${tier.toLowerCase()}`,
    name: `marque-${stage}-${tier}`,
    stage,
    tier,
  })),
);

export const planOf = (plans: readonly UsagePlanRef[], stage: ProductStage, tier: string) => {
  const plan = plans.find((p) => p.stage === stage && p.tier === tier);
  if (!plan) throw new Error(`No ${tier} plan on ${stage}`);
  return plan.id;
};

/** A key's name as the portal gives it (plan-keys.ts createKeyInPlan). */
export const portalKeyName = (service: string, stage: ProductStage, applicationId = 'app-1') =>
  `${applicationId}.${service}.${stage}`;

/** A key of a plan: its calls per day of the range read (zeros when shorter). */
export interface PlanKey {
  id: string;
  name?: string;
  calls: number[];
}

/**
 * Answers GetUsage and GetUsagePlanKeys of `plans` (plan id → keys) as API Gateway does, each
 * in pages of `pageSize` keys (at most the request's limit); a plan not given has no keys.
 * GetUsagePlanKeys answers each key's value too, as AWS does.
 */
export function answerPlans(
  gateway: AwsClientStub<APIGatewayClient>,
  plans: Record<string, PlanKey[]>,
  pageSize = 500,
): void {
  const pageOf = (input: { usagePlanId?: string; position?: string; limit?: number }) => {
    const keys = plans[input.usagePlanId ?? ''] ?? [];
    const start = Number(input.position ?? 0);
    const end = start + Math.min(pageSize, input.limit ?? 25);
    return { keys: keys.slice(start, end), position: end < keys.length ? String(end) : undefined };
  };
  gateway.on(GetUsageCommand).callsFake((input: GetUsageCommandInput) => {
    const { keys, position } = pageOf(input);
    return {
      usagePlanId: input.usagePlanId,
      items: Object.fromEntries(keys.map((k) => [k.id, k.calls.map((c) => [c, 1_000_000])])),
      position,
    };
  });
  gateway.on(GetUsagePlanKeysCommand).callsFake((input: GetUsagePlanKeysCommandInput) => {
    const { keys, position } = pageOf(input);
    return {
      items: keys.map((k) => ({
        id: k.id,
        type: 'API_KEY',
        name: k.name,
        value: `secret-${k.id}`,
      })),
      position,
    };
  });
}

/** The plan ids each call of `command` read, in order. */
export function plansRead(
  gateway: AwsClientStub<APIGatewayClient>,
  command: typeof GetUsageCommand | typeof GetUsagePlanKeysCommand,
): string[] {
  const calls =
    command === GetUsageCommand
      ? gateway.commandCalls(GetUsageCommand)
      : gateway.commandCalls(GetUsagePlanKeysCommand);
  return calls.map((call) => call.args[0].input.usagePlanId ?? '');
}

/** The catalogue's categories and services as the catalogue Queries answer them. */
export function answerCatalogue(
  ddb: AwsClientStub<DynamoDBDocumentClient>,
  catalogue: Record<string, readonly Partial<Service>[]>,
): void {
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } }).resolves({
    Items: Object.keys(catalogue).map((name) => ({ pk: 'CATEGORY', sk: name, name })),
  });
  for (const [category, services] of Object.entries(catalogue)) {
    ddb
      .on(QueryCommand, {
        ExpressionAttributeValues: { ':pk': `CATEGORY#${category}`, ':sk': 'SERVICE#' },
      })
      .resolves({
        Items: services.map((s) => ({
          pk: `CATEGORY#${category}`,
          sk: `SERVICE#${s.service ?? ''}`,
          category,
          ...s,
        })),
      });
  }
}
