/**
 * AWS's hard limits on what a deployment's templates hold, and the headroom the project keeps.
 *
 * Sources (looked up 2026-11-28):
 * - CloudFormation, "Understand CloudFormation quotas": 500 resources, 200 outputs and
 *   200 parameters per template; a template body in S3 of "1 MB", which CloudFormation enforces
 *   as 1,000,000 bytes ("Template may not exceed 1000000 bytes in size"; CDK uploads every
 *   template through S3, nested ones included).
 * - IAM, "IAM and AWS STS quotas": each managed policy ≤ 6,144 characters; the inline policies
 *   of a role summed ≤ 10,240 characters; "IAM doesn't count white space when calculating the
 *   size of a policy against these limits"; managed policies per role: 10 by default (raisable
 *   to 20: the project holds itself to the default, so a new account deploys as is).
 */
export const awsLimits = {
  templateBytes: 1_000_000,
  resources: 500,
  outputs: 200,
  parameters: 200,
  managedPolicyChars: 6_144,
  inlinePolicyCharsPerRole: 10_240,
  managedPoliciesPerRole: 10,
} as const;

export type LimitName = keyof typeof awsLimits;

/** The room the project keeps below AWS's limits (issue 19), so growth is seen before a failed deploy. */
export const projectLimits: Readonly<Record<LimitName, number>> = {
  ...awsLimits,
  templateBytes: 800_000,
  resources: 450,
};

/** How each limit reads in a failure message and in the bench. */
export const limitLabels: Readonly<Record<LimitName, string>> = {
  templateBytes: 'template bytes',
  resources: 'resources',
  outputs: 'outputs',
  parameters: 'parameters',
  managedPolicyChars: 'managed policy characters',
  inlinePolicyCharsPerRole: 'inline policy characters per role',
  managedPoliciesPerRole: 'managed policies per role',
};
