import type { ControlPlaneQuotaLimits } from './gateway/control-plane-quotas';
import type { IdentityQuotas } from './identity/identity-targets';

/** AWS's quotas as the local cloud enforces them, each lowerable (default: AWS's values). */
export type LocalQuotas = Partial<ControlPlaneQuotaLimits> & IdentityQuotas;

/** The variable that lowers each quota, e.g. `MARQUE_LOCAL_QUOTA_API_KEYS=3 npm start`. */
export const localQuotaVariables: Readonly<Record<keyof Required<LocalQuotas>, string>> = {
  apiKeys: 'MARQUE_LOCAL_QUOTA_API_KEYS',
  usagePlans: 'MARQUE_LOCAL_QUOTA_USAGE_PLANS',
  clientCertificates: 'MARQUE_LOCAL_QUOTA_CLIENT_CERTIFICATES',
  createApiKeyPerSecond: 'MARQUE_LOCAL_QUOTA_CREATE_API_KEY_RATE',
  createApiKeyBurst: 'MARQUE_LOCAL_QUOTA_CREATE_API_KEY_BURST',
  updateApiKeyPerSecond: 'MARQUE_LOCAL_QUOTA_UPDATE_API_KEY_RATE',
  updateApiKeyBurst: 'MARQUE_LOCAL_QUOTA_UPDATE_API_KEY_BURST',
  appClientsPerPool: 'MARQUE_LOCAL_QUOTA_APP_CLIENTS',
};

/** The quotas the environment sets; a value that is not a whole number from 1 stops the start. */
export function localQuotasFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): LocalQuotas {
  const quotas: LocalQuotas = {};
  for (const [field, variable] of Object.entries(localQuotaVariables) as [
    keyof LocalQuotas,
    string,
  ][]) {
    const text = env[variable]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${variable}: a whole number from 1 (got "${text}")`);
    }
    quotas[field] = value;
  }
  return quotas;
}
