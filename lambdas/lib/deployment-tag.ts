import { deploymentId } from './settings';

/**
 * The tag naming the deployment that made an API key, client certificate, usage plan or API.
 * Several deployments may share an account and region; each reads and changes only what carries
 * its own id, and its IAM grants say the same (infra/constructs/portal-api-control-plane.ts).
 */
export const deploymentTagKey = 'deployment';

/** The tag to put on what this deployment makes (env MARQUE_DEPLOYMENT; throws when unset). */
export function deploymentTag(deployment: string = deploymentId()): Record<string, string> {
  return { [deploymentTagKey]: deployment };
}

/** Whether a resource's tags name this deployment; untagged resources are nobody's. */
export function isOwnedBy(tags: Record<string, string> | undefined, deployment: string): boolean {
  return tags?.[deploymentTagKey] === deployment;
}
