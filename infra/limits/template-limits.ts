/**
 * Holds a deployment's templates against AWS's hard limits and the project's headroom
 * (aws-limits.ts): sizes and counts per template, IAM policies resolved at their longest
 * (worst-case.ts), roles across templates (a nested stack's policy may attach to a parent's role).
 */
import { awsLimits, type LimitName, limitLabels, projectLimits } from './aws-limits';
import type { CfnResource, DeployedTemplate } from './deployed-template';
import { WorstCase, type WorstCaseEnvironment, worstCaseEnvironment } from './worst-case';

/** A figure and what contributes most to it. */
export interface Figure {
  value: number;
  /** The largest contributor, e.g. `plankeys1 (AWS::IAM::ManagedPolicy, 41,022 bytes)`. */
  offender: string;
}

export interface TemplateFigures {
  template: string;
  templateBytes: Figure;
  resources: Figure;
  outputs: Figure;
  parameters: Figure;
  /** Absent when the template has no managed policy. */
  managedPolicyChars?: Figure;
}

export interface RoleFigures {
  /** The template defining the role (or attaching to it, for a role made elsewhere). */
  template: string;
  role: string;
  inlinePolicyCharsPerRole: Figure;
  managedPoliciesPerRole: Figure;
}

export interface DeploymentFigures {
  env: WorstCaseEnvironment;
  templates: TemplateFigures[];
  roles: RoleFigures[];
  /** Usage plans over every template: AWS's default quota is 300 per account and region. */
  usagePlans: number;
}

export interface Breach {
  template: string;
  limit: LimitName;
  figure: Figure;
  max: number;
  /** Over AWS's own limit (a failed deploy), not only the project's headroom. */
  hard: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');
const resourcesOf = (t: DeployedTemplate): [string, CfnResource][] =>
  Object.entries(t.template.Resources ?? {});
const refsOf = (value: unknown): unknown[] => [value ?? []].flat();

function largest(entries: readonly [string, number][], unit: string): Figure & { id: string } {
  const [id, value] = [...entries].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return { value, id, offender: `${id} (${count(value)} ${unit})` };
}

function templateFigures(t: DeployedTemplate, worstCase: WorstCase): TemplateFigures {
  const resources = resourcesOf(t);
  // Bytes per resource type as written (CDK indents by one space unless told not to).
  const indent = t.text.includes('\n') ? 1 : undefined;
  const byType = new Map<string, { count: number; bytes: number }>();
  for (const [, r] of resources) {
    const known = byType.get(r.Type) ?? { count: 0, bytes: 0 };
    byType.set(r.Type, {
      count: known.count + 1,
      bytes: known.bytes + JSON.stringify(r, undefined, indent).length,
    });
  }
  const types = [...byType.entries()];
  const heaviest = largest(
    types.map(([type, { count: n, bytes }]) => [`${n} × ${type}`, bytes]),
    'bytes',
  );
  const commonest = largest(
    types.map(([type, { count: n }]) => [type, n]),
    'of them',
  );
  const policies = resources
    .filter(([, r]) => r.Type === 'AWS::IAM::ManagedPolicy')
    .map(([id, r]): [string, number] => [
      id,
      worstCase.policyChars(t.name, r.Properties?.PolicyDocument),
    ]);
  const outputs = Object.keys(t.template.Outputs ?? {});
  const parameters = Object.keys(t.template.Parameters ?? {});
  return {
    template: t.name,
    templateBytes: { value: Buffer.byteLength(t.text), offender: heaviest.offender },
    resources: { value: resources.length, offender: commonest.offender },
    outputs: { value: outputs.length, offender: outputs[0] ?? 'none' },
    parameters: { value: parameters.length, offender: parameters[0] ?? 'none' },
    ...(policies.length > 0
      ? {
          managedPolicyChars: (() => {
            const top = largest(policies, 'characters');
            const over = policies.filter(([, chars]) => chars > awsLimits.managedPolicyChars);
            const tally = `${over.length} of ${policies.length} over ${count(awsLimits.managedPolicyChars)}`;
            return {
              value: top.value,
              offender: `${top.id} in ${worstCase.env.region} (${tally})`,
            };
          })(),
        }
      : {}),
  };
}

interface RoleTally {
  template: string;
  inline: [string, number][];
  managed: string[];
}

function roleFigures(templates: readonly DeployedTemplate[], worstCase: WorstCase): RoleFigures[] {
  const roles = new Map<string, RoleTally>();
  const tally = (identity: string, template: string) => {
    const known = roles.get(identity) ?? { template, inline: [], managed: [] };
    roles.set(identity, known);
    return known;
  };
  for (const t of templates) {
    for (const [id, r] of resourcesOf(t)) {
      const props = r.Properties ?? {};
      if (r.Type === 'AWS::IAM::Role') {
        const role = tally(`${t.name}/${id}`, t.name);
        role.template = t.name;
        for (const arn of refsOf(props.ManagedPolicyArns)) {
          role.managed.push(String(worstCase.resolve(t.name, arn)));
        }
        for (const policy of (props.Policies ?? []) as {
          PolicyName?: unknown;
          PolicyDocument: unknown;
        }[]) {
          role.inline.push([
            `${id} ${String(policy.PolicyName ?? 'inline')}`,
            worstCase.policyChars(t.name, policy.PolicyDocument),
          ]);
        }
      } else if (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::RolePolicy') {
        const chars = worstCase.policyChars(t.name, props.PolicyDocument);
        const attached = r.Type === 'AWS::IAM::Policy' ? refsOf(props.Roles) : [props.RoleName];
        for (const role of attached) {
          tally(worstCase.identity(t.name, role), t.name).inline.push([`${t.name}/${id}`, chars]);
        }
      } else if (r.Type === 'AWS::IAM::ManagedPolicy') {
        for (const role of refsOf(props.Roles)) {
          tally(worstCase.identity(t.name, role), t.name).managed.push(`${t.name}/${id}`);
        }
      }
    }
  }
  return [...roles.entries()].map(([role, { template, inline, managed }]) => {
    const top = largest(inline, 'characters');
    return {
      template,
      role,
      inlinePolicyCharsPerRole: {
        value: inline.reduce((sum, [, chars]) => sum + chars, 0),
        offender: `${role}, largest ${top.offender} in ${worstCase.env.region}`,
      },
      managedPoliciesPerRole: {
        value: managed.length,
        offender: `${role}: ${managed.slice(0, 3).join(', ')}${managed.length > 3 ? ', …' : ''}`,
      },
    };
  });
}

/** Every figure of a deployment's templates (one stage: its edge, parent and nested stacks). */
export function measureDeployment(
  templates: readonly DeployedTemplate[],
  env: WorstCaseEnvironment = worstCaseEnvironment,
): DeploymentFigures {
  const worstCase = new WorstCase(templates, env);
  return {
    env,
    templates: templates.map((t) => templateFigures(t, worstCase)),
    roles: roleFigures(templates, worstCase),
    usagePlans: templates
      .flatMap((t) => Object.values(t.template.Resources ?? {}))
      .filter((r) => r.Type === 'AWS::ApiGateway::UsagePlan').length,
  };
}

const templateLimits = [
  'templateBytes',
  'resources',
  'outputs',
  'parameters',
  'managedPolicyChars',
] as const;
const roleLimits = ['inlinePolicyCharsPerRole', 'managedPoliciesPerRole'] as const;

/** Where the figures pass `limits` (default the project's headroom, itself within AWS's). */
export function breaches(
  figures: DeploymentFigures,
  limits: Readonly<Record<LimitName, number>> = projectLimits,
): Breach[] {
  const found: Breach[] = [];
  const check = (template: string, limit: LimitName, figure: Figure | undefined) => {
    if (figure && figure.value > limits[limit]) {
      found.push({
        template,
        limit,
        figure,
        max: limits[limit],
        hard: figure.value > awsLimits[limit],
      });
    }
  };
  for (const t of figures.templates) {
    for (const limit of templateLimits) check(t.template, limit, t[limit]);
  }
  for (const role of figures.roles) {
    for (const limit of roleLimits) check(role.template, limit, role[limit]);
  }
  return found;
}

const iamLimits = { managedPolicyChars: 1, inlinePolicyCharsPerRole: 1, managedPoliciesPerRole: 1 };

/** `Marque-dev/product-apis: template bytes 1,052,334 > 800,000 (AWS: 1,000,000, over it); largest …` */
export function breachMessage({ template, limit, figure, max, hard }: Breach): string {
  const aws = awsLimits[limit];
  const against = max === aws ? 'AWS limit' : `project limit; AWS: ${count(aws)}`;
  const refuser = limit in iamLimits ? 'IAM' : 'CloudFormation';
  const verdict = hard ? `, ${refuser} refuses it` : '';
  return `${template}: ${limitLabels[limit]} ${count(figure.value)} > ${count(max)} (${against}${verdict}); worst: ${figure.offender}`;
}
