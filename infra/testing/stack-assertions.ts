/** Assertions shared by the CDK tests (vitest only; never imported by the app). */
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import { planTiers, productStages, usagePlanName, usagePlans } from '../../shared/plans';
import { keyScope } from '../../lambdas/product-keys/key-scope';

type CfnResource = { Type: string; Properties: Record<string, unknown> };
type Ref = { Ref: string };

/**
 * Asserts the product APIs of a catalogue in the nested stack's template: one API per service
 * with its two stages, each stage's `keyScope` variable naming its service and stage, and the
 * deployment's 8 usage plans (stage × tier) each holding that stage of every service.
 */
export function expectProductApis(
  template: Template,
  catalogue: CatalogueSource,
  stage: string,
  deployment = 'Marque-test',
) {
  const services = catalogue.categories.flatMap((c) => c.services.map((s) => s.service));
  const apis = template.findResources('AWS::ApiGateway::RestApi') as Record<string, CfnResource>;
  const stages = template.findResources('AWS::ApiGateway::Stage') as Record<string, CfnResource>;
  const plans = Object.values(
    template.findResources('AWS::ApiGateway::UsagePlan'),
  ) as CfnResource[];
  const apiIdOf = (service: string) => {
    const found = Object.entries(apis).find(
      ([, r]) => r.Properties.Name === `marque-${service}-${stage}`,
    );
    expect(found, `API of ${service}`).toBeDefined();
    return found![0];
  };

  expect(Object.keys(apis)).toHaveLength(services.length);
  expect(plans).toHaveLength(productStages.length * planTiers.length);

  const apiIds: string[] = [];
  for (const service of services) {
    const apiId = apiIdOf(service);
    const api = apis[apiId]!.Properties;
    expect(api.Body, `${service} is built from its OpenAPI document`).toMatchObject({
      paths: expect.any(Object),
      'x-amazon-apigateway-api-key-source': 'HEADER',
    });
    const own = Object.entries(stages).filter(
      ([, s]) => (s.Properties.RestApiId as Ref).Ref === apiId,
    );
    expect(own.map(([, s]) => s.Properties.StageName).sort()).toEqual([...productStages].sort());
    for (const productStage of productStages) {
      const [, stageResource] = own.find(([, s]) => s.Properties.StageName === productStage)!;
      expect(stageResource.Properties.Variables, `${service} ${productStage}`).toEqual({
        keyScope: keyScope(service, productStage),
      });
    }
    apiIds.push(apiId);
  }

  for (const productStage of productStages) {
    for (const tier of planTiers) {
      const name = usagePlanName(deployment, productStage, tier);
      const plan = plans.find((p) => p.Properties.UsagePlanName === name);
      expect(plan, name).toBeDefined();
      const limits = usagePlans[tier];
      expect(plan!.Properties.Quota, name).toEqual({
        Limit: limits.quotaPerMonth,
        Period: 'MONTH',
      });
      expect(plan!.Properties.Throttle, name).toEqual({
        RateLimit: limits.ratePerSecond,
        BurstLimit: limits.burst,
      });
      // That stage of every service, and nothing else.
      const held = plan!.Properties.ApiStages as { ApiId: Ref; Stage: string }[];
      expect(held.map((s) => s.ApiId.Ref).sort(), name).toEqual([...apiIds].sort());
      expect(new Set(held.map((s) => s.Stage)), name).toEqual(new Set([productStage]));
    }
  }
}

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DependsOn?: unknown }
>;

/** Logical ids a value refers to (Ref, Fn::GetAtt, ${X} in Fn::Sub). */
function referencedIds(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedIds(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') into.add(inner);
      else if (key === 'Fn::GetAtt' && Array.isArray(inner)) into.add(String(inner[0]));
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(inner) ? inner[0] : inner;
        for (const m of String(text).matchAll(/\$\{([^}.!]+)[^}]*\}/g)) into.add(m[1] ?? '');
        if (Array.isArray(inner)) referencedIds(inner[1], into);
      } else referencedIds(inner, into);
    }
  }
  return into;
}

/** Fails with the resources of a dependency cycle, which CloudFormation would refuse. */
export function expectNoDependencyCycle(template: Template): void {
  const resources = (template.toJSON() as { Resources: Resources }).Resources;
  const edges = new Map<string, string[]>();
  for (const [id, resource] of Object.entries(resources)) {
    const refs = referencedIds(resource.Properties ?? {}, new Set());
    referencedIds({ deps: [resource.DependsOn ?? []].flat().map((d) => ({ Ref: d })) }, refs);
    edges.set(
      id,
      [...refs].filter((ref) => ref in resources && ref !== id),
    );
  }
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string, path: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'open') {
      expect.fail(`dependency cycle: ${[...path.slice(path.indexOf(id)), id].join(' -> ')}`);
    }
    state.set(id, 'open');
    for (const next of edges.get(id) ?? []) visit(next, [...path, id]);
    state.set(id, 'done');
  };
  for (const id of edges.keys()) visit(id, []);
}

/** The Lambda function whose Description is `description`, with its logical id. */
export function functionByDescription(
  template: Template,
  description: string,
): { id: string; properties: Record<string, unknown> } {
  const fns = template.findResources('AWS::Lambda::Function') as Record<string, CfnResource>;
  const found = Object.entries(fns).find(([, f]) => f.Properties.Description === description);
  expect(found, `function "${description}"`).toBeDefined();
  return { id: found![0], properties: found![1].Properties };
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** Every statement of the IAM policies attached to the role of a function. */
export function statementsOfFunction(
  template: Template,
  description: string,
): PolicyStatementJson[] {
  const { properties } = functionByDescription(template, description);
  const roleId = (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
  return policies
    .filter((p) => (p.Properties.Roles as Ref[]).some((r) => r.Ref === roleId))
    .flatMap(
      (p) => (p.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement,
    );
}

/**
 * The actions each resource is allowed (resource as `resourceText`, actions sorted): the same
 * whether CDK writes one statement per grant or merges them (`@aws-cdk/aws-iam:minimizePolicies`).
 */
export function actionsByResource(
  statements: readonly PolicyStatementJson[],
): Record<string, string[]> {
  const byResource = new Map<string, Set<string>>();
  for (const statement of statements.filter((s) => s.Effect === 'Allow')) {
    for (const resource of [statement.Resource].flat()) {
      const key = resourceText(resource);
      const actions = byResource.get(key) ?? new Set<string>();
      for (const action of [statement.Action].flat()) actions.add(action);
      byResource.set(key, actions);
    }
  }
  return Object.fromEntries([...byResource].map(([key, actions]) => [key, [...actions].sort()]));
}

/** The actions of statements, flattened. */
export function actionsOf(statements: readonly PolicyStatementJson[]): string[] {
  return statements.flatMap((s) => [s.Action].flat());
}

export interface DeployedFunction {
  /** The stack's name and the function's logical id. */
  name: string;
  properties: Record<string, unknown>;
}

/** Every AWS::Lambda::Function of a stack and of the stacks nested in it. */
export function functionsOfStackTree(stack: Stack): DeployedFunction[] {
  const stacks = [stack, ...stack.node.findAll().filter(Stack.isStack)].filter(
    (found, index, all) => all.indexOf(found) === index,
  );
  return stacks.flatMap((each) => {
    const fns = Template.fromStack(each).findResources('AWS::Lambda::Function') as Record<
      string,
      CfnResource
    >;
    return Object.entries(fns).map(([id, fn]) => ({
      name: `${each.node.path}/${id}`,
      properties: fn.Properties,
    }));
  });
}

/** A function's environment variables (values may be CloudFormation tokens). */
export function environmentOf(fn: DeployedFunction): Record<string, unknown> {
  const environment = fn.properties.Environment as
    { Variables?: Record<string, unknown> } | undefined;
  return environment?.Variables ?? {};
}

/**
 * A resource ARN as text: `Fn::Join` parts joined, `Ref` of a pseudo parameter as `<Name>`, the
 * partition as `<Partition>` whether CDK wrote it as a Ref or, knowing the region, literally
 * (`@aws-cdk/core:enablePartitionLiterals`).
 */
export function resourceText(resource: unknown): string {
  return rawResourceText(resource).replace(/^arn:aws:/, 'arn:<Partition>:');
}

function rawResourceText(resource: unknown): string {
  if (typeof resource === 'string') return resource;
  const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(rawResourceText).join(join[0]);
  const ref = (resource as { Ref?: string }).Ref;
  return ref ? `<${ref.replace(/^AWS::/, '')}>` : JSON.stringify(resource);
}

/** A policy statement with the logical ids of the roles it is attached to. */
export interface OwnedStatement {
  roles: string[];
  statement: PolicyStatementJson;
}

/** Every IAM statement of a template (policies, managed policies, roles' inline policies). */
export function everyStatement(template: Template): OwnedStatement[] {
  const resources = (template.toJSON() as { Resources: Resources }).Resources;
  const refs = (value: unknown) =>
    [value ?? []].flat().map((r) => (r as { Ref?: string }).Ref ?? JSON.stringify(r));
  const documents = Object.entries(resources).flatMap(([id, resource]) => {
    const props = resource.Properties ?? {};
    if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') {
      return [{ roles: refs(props.Roles), document: props.PolicyDocument }];
    }
    if (resource.Type !== 'AWS::IAM::Role') return [];
    const inline = (props.Policies ?? []) as { PolicyDocument: unknown }[];
    return inline.map((p) => ({ roles: [id], document: p.PolicyDocument }));
  });
  return documents.flatMap(({ roles, document }) =>
    (document as { Statement: PolicyStatementJson[] }).Statement.map((statement) => ({
      roles,
      statement,
    })),
  );
}
