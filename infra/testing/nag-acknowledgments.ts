/** The cdk-nag acknowledgments of the synthesised stacks, as docs/operations.md lists them (tests only). */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export interface Acknowledgment {
  /** The rule, with its finding when it names one (`AwsSolutions-IAM5[Resource::*]`). */
  rule: string;
  /** Where: the construct path in the stack, or one prefix per area for many alike. */
  resource: string;
  reason: string;
}

const annotationPrefix = 'Annotation::';
/** cdk-nag's pack; CDK's own acknowledgments (e.g. its CloudFormation checks) are not listed. */
const nagPack = 'AwsSolutions-';

/**
 * What differs between deployments and catalogues is left out, so one list stands for all:
 * logical ids (`<catalogueseedhandlerfn41C80B9E.Arn>`, a usage plan's id) become `<…>`, the
 * account and region become `<account>` and `<region>`, the pipeline's replication buckets
 * `<replication bucket>`, and a public route's own words in front of the shared reason become
 * `<route>`.
 */
function general(text: string): string {
  return (
    text
      .replace(/\b\d{12}\b/g, '<account>')
      // CodePipeline's replication bucket of each region: a name CDK generates per region.
      .replace(/\b[a-z0-9-]+-support-[a-z0-9]*plicationbucket[0-9a-f]+\b/g, '<replication bucket>')
      .replace(/\b(us|eu|ap|sa|ca|me|af|il|mx)-[a-z]+-\d\b/g, '<region>')
      .replace(/^(GET|POST|PUT|PATCH|DELETE) \/\S* \(\w+\) /, '<route> ')
  );
}

const generalRule = (rule: string) => general(rule.replace(/<[A-Za-z0-9]+(\.[A-Za-z]+)?>/g, '<…>'));

/** A construct's path under its deployed stack (nested stacks inside), without CDK's hashes. */
function pathInStack(construct: IConstruct): string {
  let stack = Stack.of(construct);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  const inStack = construct.node.path.slice(stack.node.path.length + 1);
  return inStack.replace(/[0-9A-F]{32}/g, '');
}

/** The common leading segments of paths. */
function commonPrefix(paths: readonly string[]): string[] {
  const [first = [], ...rest] = paths.map((path) => path.split('/'));
  let length = first.length;
  for (const other of rest) {
    let same = 0;
    while (same < Math.min(length, other.length) && other[same] === first[same]) same += 1;
    length = same;
  }
  return first.slice(0, length);
}

/** One path as is; several under one area as their common prefix and `…`, per area. */
function resourcesOf(paths: ReadonlySet<string>): string {
  const byArea = new Map<string, string[]>();
  for (const path of paths) {
    const area = path.split('/')[0] ?? path;
    byArea.set(area, [...(byArea.get(area) ?? []), path]);
  }
  return [...byArea.values()]
    .map((group) => (group.length === 1 ? (group[0] ?? '') : `${commonPrefix(group).join('/')}/…`))
    .sort()
    .join(', ');
}

/** Every acknowledgment in the scopes (all their constructs), alike ones merged. */
export function acknowledgmentsOf(scopes: readonly IConstruct[]): Acknowledgment[] {
  const found = new Map<string, { rule: string; reason: string; paths: Set<string> }>();
  for (const construct of scopes.flatMap((scope) => scope.node.findAll())) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, text] of Object.entries(entry.data as Record<string, string>)) {
        const rule = generalRule(id.replace(annotationPrefix, ''));
        if (!rule.startsWith(nagPack)) continue;
        const reason = general(String(text));
        const key = `${rule}\n${reason}`;
        const known = found.get(key) ?? { rule, reason, paths: new Set<string>() };
        known.paths.add(pathInStack(construct));
        found.set(key, known);
      }
    }
  }
  return [...found.values()]
    .map(({ rule, reason, paths }) => ({ rule, resource: resourcesOf(paths), reason }))
    .sort(byRuleThenResource);
}

function byRuleThenResource(a: Acknowledgment, b: Acknowledgment): number {
  return (
    a.rule.localeCompare(b.rule) ||
    a.resource.localeCompare(b.resource) ||
    a.reason.localeCompare(b.reason)
  );
}

const escapePipes = (text: string) => text.replace(/\|/g, '\\|');

/** The documented table row of one acknowledgment. */
export function documentedRow({ rule, resource, reason }: Acknowledgment): string {
  const code = (text: string) =>
    text
      .split(', ')
      .map((part) => `\`${part}\``)
      .join(', ');
  return `| \`${escapePipes(rule)}\` | ${code(resource)} | ${escapePipes(reason)} |`;
}

/** The rows of the table under `heading` in a Markdown text, back as acknowledgments. */
export function documentedAcknowledgments(markdown: string, heading: string): Acknowledgment[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start === -1) return [];
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(/\n#{1,6} /);
  const section = end === -1 ? rest : rest.slice(0, end);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
  return rows
    .slice(2)
    .map(cells)
    .map(([rule = '', resource = '', reason = '']) => ({
      rule: rule.replace(/^`|`$/g, ''),
      resource: resource.replace(/`/g, ''),
      reason,
    }))
    .sort(byRuleThenResource);
}
