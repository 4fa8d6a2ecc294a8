import { deploymentTagKey } from '../../shared/deployment-tag';

/**
 * IAM conditions that keep a deployment's roles to what it made (API Gateway's ABAC: its ApiKey
 * and ClientCertificate resources take aws:ResourceTag, its POST, PATCH, PUT and DELETE actions
 * aws:RequestTag and aws:TagKeys; Service Authorization Reference, "Actions, resources, and
 * condition keys for Amazon API Gateway Management"). No role gets /tags: a tag once set stays.
 */

/** Only on resources tagged with this deployment (a key's or certificate's GET, DELETE). */
export function ownResourceCondition(deployment: string) {
  return { StringEquals: { [`aws:ResourceTag/${deploymentTagKey}`]: deployment } };
}

/** Only a create that tags the new resource with this deployment (POST /apikeys and the like). */
export function ownRequestCondition(deployment: string) {
  return { StringEquals: { [`aws:RequestTag/${deploymentTagKey}`]: deployment } };
}
