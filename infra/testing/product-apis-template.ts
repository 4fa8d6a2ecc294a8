import type { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ProductApiShard } from '../constructs/product-api-shard';

type Json = Record<string, unknown>;

/**
 * The product APIs' nested stack and its shards (product-api-shard.ts) as one template, for
 * assertions: every resource of both, each reference to a shard's output replaced by what the
 * shard outputs (an API's `{ Ref }`), and each shard parameter by what the outer stack passes
 * it, so a test reads them as if the APIs were beside their plans and log groups.
 */
export function productApisTemplate(productApis: NestedStack): Template {
  const outer = Template.fromStack(productApis).toJSON() as Json;
  const shards = productApis.node
    .findAll()
    .filter((c): c is ProductApiShard => c instanceof ProductApiShard);
  const outputs = new Map<string, unknown>();
  const resources: Json = { ...(outer.Resources as Json) };
  const inline = (value: unknown, parameters: Json = {}): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, parameters));
    if (!value || typeof value !== 'object') return value;
    const getAtt = (value as Json)['Fn::GetAtt'];
    if (Array.isArray(getAtt) && outputs.has(`${getAtt[0]}.${getAtt[1]}`)) {
      return outputs.get(`${getAtt[0]}.${getAtt[1]}`);
    }
    const ref = (value as Json).Ref;
    if (typeof ref === 'string' && ref in parameters) return parameters[ref];
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v, parameters)]));
  };
  for (const shard of shards) {
    const json = Template.fromStack(shard).toJSON() as Json;
    const id = productApis.getLogicalId(shard.nestedStackResource!);
    for (const [name, output] of Object.entries((json.Outputs ?? {}) as Json)) {
      outputs.set(`${id}.Outputs.${name}`, (output as { Value: unknown }).Value);
    }
    const passed = ((resources[id] as Json).Properties as Json).Parameters as Json;
    Object.assign(resources, inline(json.Resources, passed ?? {}) as Json);
  }
  return Template.fromJSON({ ...outer, Resources: inline(resources) as Json });
}
