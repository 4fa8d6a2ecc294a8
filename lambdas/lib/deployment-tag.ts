import { deploymentTagKey } from '../../shared/deployment-tag';
import { deploymentId } from './settings';

/** The tag to put on what this deployment makes (env MARQUE_DEPLOYMENT; throws when unset). */
export function deploymentTag(deployment: string = deploymentId()): Record<string, string> {
  return { [deploymentTagKey]: deployment };
}

/** Whether a resource's tags name this deployment; untagged resources are nobody's. */
export function isOwnedBy(tags: Record<string, string> | undefined, deployment: string): boolean {
  return tags?.[deploymentTagKey] === deployment;
}
