/**
 * The tag naming the deployment that made an API key, client certificate, usage plan or API:
 * its id, the portal stack's name (`Marque-prod`). Several deployments may share an account and
 * region; each reads and changes only what carries its own id, and its IAM grants say the same.
 */
export const deploymentTagKey = 'deployment';
