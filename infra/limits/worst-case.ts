/**
 * A deployment's CloudFormation values as they resolve at deploy time, at their longest: what a
 * size limit on a resolved document (an IAM policy) must be checked against.
 */
import {
  type CfnResource,
  type DeployedTemplate,
  generatedSuffixLength,
} from './deployed-template';
import {
  arn,
  generatedIdLength,
  nameSpecs,
  unknownAttributeLength,
  uuid,
  type WorstCaseEnvironment,
  worstCaseEnvironment,
} from './physical-names';

export { type WorstCaseEnvironment, worstCaseEnvironment } from './physical-names';

const noValue = Symbol('AWS::NoValue');
const longest = (values: readonly unknown[]) =>
  values.reduce<unknown>(
    (best, value) =>
      JSON.stringify(value ?? '').length > JSON.stringify(best ?? '').length ? value : best,
    '',
  );

/** Resolves a deployment's templates' values at their longest (see the module comment). */
export class WorstCase {
  private readonly byName = new Map<string, DeployedTemplate>();

  constructor(
    templates: readonly DeployedTemplate[],
    readonly env: WorstCaseEnvironment = worstCaseEnvironment,
  ) {
    for (const template of templates) this.byName.set(template.name, template);
  }

  /** The value with every intrinsic function replaced by its longest resolution. */
  resolve(templateName: string, value: unknown): unknown {
    const resolved = this.value(this.template(templateName), value, 0);
    return resolved === noValue ? undefined : resolved;
  }

  /** Characters of a resolved policy document as IAM counts them (no white space). */
  policyChars(templateName: string, document: unknown): number {
    return JSON.stringify(this.resolve(templateName, document)).length;
  }

  /**
   * Which resource a value names (`<template>/<logical id>`), following a nested stack's
   * parameters to its parent and a parent's `Outputs.X` into the nested stack; else the
   * resolved text.
   */
  identity(templateName: string, value: unknown): string {
    const deployed = this.template(templateName);
    const ref = (value as { Ref?: unknown } | null)?.Ref;
    if (typeof ref === 'string') {
      if (deployed.template.Resources?.[ref]) return `${deployed.name}/${ref}`;
      const passed = this.passedParameter(deployed, ref);
      if (passed) return this.identity(passed.parent, passed.value);
    }
    const output = this.nestedOutput(deployed, value);
    if (output) return this.identity(output.nested, output.value);
    return String(this.resolve(templateName, value));
  }

  private template(name: string): DeployedTemplate {
    const found = this.byName.get(name);
    if (!found) throw new Error(`No template named ${name} in this deployment`);
    return found;
  }

  private value(t: DeployedTemplate, value: unknown, depth: number): unknown {
    if (depth > 50) throw new Error(`${t.name}: references nest too deep to resolve`);
    if (Array.isArray(value)) {
      return value.map((item) => this.value(t, item, depth + 1)).filter((v) => v !== noValue);
    }
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const [key, arg] = entries[0] ?? [];
    if (entries.length === 1 && key && (key === 'Ref' || key.startsWith('Fn::'))) {
      return this.intrinsic(t, key, arg, depth + 1);
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) {
      const resolved = this.value(t, v, depth + 1);
      if (resolved !== noValue) out[k] = resolved;
    }
    return out;
  }

  private text(t: DeployedTemplate, value: unknown, depth: number): string {
    const resolved = this.value(t, value, depth);
    return typeof resolved === 'string' ? resolved : JSON.stringify(resolved);
  }

  private intrinsic(t: DeployedTemplate, fn: string, arg: unknown, depth: number): unknown {
    const args = Array.isArray(arg) ? arg : [arg];
    switch (fn) {
      case 'Ref':
        return this.ref(t, String(arg), depth);
      case 'Fn::GetAtt': {
        const [id, attribute] = typeof arg === 'string' ? splitOnce(arg, '.') : args;
        return this.getAtt(t, String(id), String(attribute), depth);
      }
      case 'Fn::Sub':
        return this.sub(t, args[0], args[1], depth);
      case 'Fn::Join': {
        const parts = this.value(t, args[1], depth);
        const list = Array.isArray(parts) ? parts : [parts];
        return list
          .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))
          .join(String(args[0]));
      }
      case 'Fn::Select': {
        const list = this.value(t, args[1], depth);
        const index = Number(this.value(t, args[0], depth));
        return Array.isArray(list) ? (list[index] ?? longest(list)) : list;
      }
      case 'Fn::Split':
        return this.text(t, args[1], depth).split(String(args[0]));
      case 'Fn::If':
        return longest([this.value(t, args[1], depth), this.value(t, args[2], depth)]);
      case 'Fn::GetAZs':
        return ['a', 'b', 'c'].map((zone) => `${this.env.region}${zone}`);
      case 'Fn::Base64':
        return Buffer.from(this.text(t, arg, depth)).toString('base64');
      case 'Fn::ToJsonString':
        return JSON.stringify(this.value(t, arg, depth));
      case 'Fn::FindInMap':
        return this.findInMap(t, args, depth);
      default:
        // Fn::ImportValue and anything rarer: a long unknown value.
        return 'v'.repeat(unknownAttributeLength);
    }
  }

  private ref(t: DeployedTemplate, name: string, depth: number): unknown {
    const env = this.env;
    switch (name) {
      case 'AWS::Region':
        return env.region;
      case 'AWS::AccountId':
        return env.account;
      case 'AWS::Partition':
        return env.partition;
      case 'AWS::URLSuffix':
        return 'amazonaws.com';
      case 'AWS::StackName':
        return t.stackName;
      case 'AWS::StackId':
        return arn(env, 'cloudformation', env.region, `stack/${t.stackName}/${uuid}`);
      case 'AWS::NoValue':
        return noValue;
      case 'AWS::NotificationARNs':
        return [];
    }
    const resource = t.template.Resources?.[name];
    if (resource) {
      const spec = nameSpecs[resource.Type];
      const physical = this.physicalName(t, name, resource, depth);
      return spec?.ref ? spec.ref(physical, env) : physical;
    }
    const passed = this.passedParameter(t, name);
    if (passed) return this.value(this.template(passed.parent), passed.value, depth + 1);
    const parameter = t.template.Parameters?.[name];
    if (parameter?.Default !== undefined) return parameter.Default;
    throw new Error(`${t.name}: Ref to ${name}, which the template does not define`);
  }

  private getAtt(t: DeployedTemplate, id: string, attribute: string, depth: number): unknown {
    const resource = t.template.Resources?.[id];
    if (!resource) throw new Error(`${t.name}: Fn::GetAtt of ${id}, which it does not define`);
    const output = this.nestedOutput(t, { 'Fn::GetAtt': [id, attribute] });
    if (output) return this.value(this.template(output.nested), output.value, depth + 1);
    const spec = nameSpecs[resource.Type];
    const physical = this.physicalName(t, id, resource, depth);
    if (attribute === 'Arn') {
      if (spec?.arn) return spec.arn(physical, this.env);
      const service = resource.Type.split('::')[1]?.toLowerCase() ?? 'unknown';
      return arn(this.env, service, this.env.region, 'a'.repeat(unknownAttributeLength));
    }
    if (attribute === 'StreamArn' && spec?.arn) {
      return `${spec.arn(physical, this.env)}/stream/2026-11-28T00:00:00.000`;
    }
    return 'a'.repeat(unknownAttributeLength);
  }

  private physicalName(t: DeployedTemplate, id: string, resource: CfnResource, depth: number) {
    const spec = nameSpecs[resource.Type];
    if (!spec) return 'i'.repeat(generatedIdLength);
    const given = spec.nameProp ? resource.Properties?.[spec.nameProp] : undefined;
    if (given !== undefined) return this.text(t, given, depth + 1);
    if (spec.generatedId) return spec.generatedId(this.env);
    const generated = `${t.stackName}-${id}-${'R'.repeat(generatedSuffixLength)}`;
    return generated.slice(0, spec.max);
  }

  private sub(t: DeployedTemplate, text: unknown, vars: unknown, depth: number): string {
    const variables = (vars ?? {}) as Record<string, unknown>;
    return String(text).replace(/\$\{([^}]+)\}/g, (whole, expression: string) => {
      if (expression.startsWith('!')) return `\${${expression.slice(1)}}`;
      if (expression in variables) return this.text(t, variables[expression], depth + 1);
      const dot = expression.indexOf('.');
      const resolved =
        dot > 0 && !expression.startsWith('AWS::')
          ? this.getAtt(t, expression.slice(0, dot), expression.slice(dot + 1), depth + 1)
          : this.ref(t, expression, depth + 1);
      return typeof resolved === 'string' ? resolved : String(resolved ?? whole);
    });
  }

  private findInMap(t: DeployedTemplate, args: unknown[], depth: number): unknown {
    const map = t.template.Mappings?.[String(args[0])] ?? {};
    const top = String(this.value(t, args[1], depth));
    const second = String(this.value(t, args[2], depth));
    const row = map[top];
    if (row && second in row) return row[second];
    // A key this model's region is not in (e.g. a map by region): the longest of its values.
    return longest(Object.values(map).map((each) => each[second]));
  }

  /** The value a parent passes for one of a nested stack's parameters. */
  private passedParameter(t: DeployedTemplate, name: string) {
    if (!t.parent) return undefined;
    const parent = this.template(t.parent.name);
    const stack = parent.template.Resources?.[t.parent.logicalId];
    const parameters = (stack?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    return name in parameters ? { parent: parent.name, value: parameters[name] } : undefined;
  }

  /** `Fn::GetAtt [<nested stack>, Outputs.X]`: the nested template and its output's value. */
  private nestedOutput(t: DeployedTemplate, value: unknown) {
    const getAtt = (value as { 'Fn::GetAtt'?: unknown } | null)?.['Fn::GetAtt'];
    if (!Array.isArray(getAtt)) return undefined;
    const [id, attribute] = getAtt.map(String);
    if (!attribute?.startsWith('Outputs.')) return undefined;
    const nested = [...this.byName.values()].find(
      (each) => each.parent?.name === t.name && each.parent.logicalId === id,
    );
    const output = nested?.template.Outputs?.[attribute.slice('Outputs.'.length)];
    if (!nested || !output) {
      throw new Error(`${t.name}: ${id}.${attribute} names no output of a nested template`);
    }
    return { nested: nested.name, value: output.Value };
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + 1)];
}
