/** One template of a deployment, as CDK wrote it to the cloud assembly. */
export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown }>;
  Parameters?: Record<string, { Default?: unknown }>;
  Mappings?: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
}

export interface DeployedTemplate {
  /** How messages name it: `Marque-dev`, `Marque-dev/product-apis`, `Marque-dev-edge`. */
  name: string;
  /** The stack name CloudFormation gives it (a nested stack: `<parent>-<logical id>-<suffix>`). */
  stackName: string;
  /** The template's text, as uploaded. */
  text: string;
  template: CfnTemplate;
  /** A nested stack's parent template and its AWS::CloudFormation::Stack resource there. */
  parent?: { name: string; logicalId: string };
}

/** CloudFormation's random suffix of generated names and nested stack names. */
export const generatedSuffixLength = 13;

/** The name CloudFormation gives a nested stack (its logical id in the parent, and a suffix). */
export function nestedStackName(parentStackName: string, logicalId: string): string {
  return `${parentStackName}-${logicalId}-${'N'.repeat(generatedSuffixLength)}`;
}
