import { awsQuotaIds, awsQuotas, createApiKeyRate, type AwsQuotaId } from '../../shared/aws-quotas';
import { certificatesPerApplication } from '../../shared/client-credentials';
import { keyRotationOverlapHours } from '../../shared/key-rotation';
import { planTiers, productStages } from '../../shared/plans';

/**
 * How far one AWS account and Region carries the portal: each quota of shared/aws-quotas.ts
 * used against its limit, for a catalogue and a number of partners. Pure arithmetic on the
 * design's facts (below) and the assumptions the caller states; the bench prints it.
 *
 * Facts of the design: a deployment has one usage plan per tier and product stage (8), whatever
 * the number of services; each subscription owns one API key, two while a rotation's overlap
 * window runs (24 h by default); a production approval makes one prod key (rotated like the
 * others); an application may create one app client (client credentials) and at most two client
 * certificates. API keys, usage plans and client certificates are counted per account and
 * Region (every deployment in it together); app clients per user pool (one pool per deployment).
 */
export interface CapacityInput {
  services: number;
  /** Deployments sharing the account and Region (dev, preprod, prod: 3). */
  deployments: number;
  /** Partners of the busiest deployment (its pool holds their app clients). */
  partners: number;
  applicationsPerPartner: number;
  /** Sandbox subscriptions per application, one key each. */
  subscriptionsPerApplication: number;
  /** Approved production requests per application, one prod key each. */
  prodKeysPerApplication: number;
  /** Share of keys inside a rotation's overlap window at any moment (each then has two). */
  rotatingShare: number;
  appClientsPerApplication: number;
  certificatesPerApplication: number;
  /** Clients every pool holds besides the partners' (the site's own). */
  portalAppClientsPerPool: number;
  /** API keys the other deployments hold (test partners). */
  otherDeploymentsKeys: number;
}

/** The design's usage plans per deployment: one per tier and product stage. */
export const usagePlansPerDeployment = planTiers.length * productStages.length;

/**
 * The stated assumptions: one application per partner with 2 sandbox subscriptions and 1 prod
 * key; 10 % of keys mid-rotation (a mass rotation: every key rotated within 2.4 days of a 24 h
 * window); every application at the portal's maxima of 1 app client and 2 certificates.
 */
export const capacityAssumptions: Omit<CapacityInput, 'services' | 'deployments' | 'partners'> = {
  applicationsPerPartner: 1,
  subscriptionsPerApplication: 2,
  prodKeysPerApplication: 1,
  rotatingShare: 0.1,
  appClientsPerApplication: 1,
  certificatesPerApplication,
  portalAppClientsPerPool: 1,
  otherDeploymentsKeys: 0,
};

export interface QuotaUse {
  id: AwsQuotaId;
  used: number;
  limit: number;
  /** used / limit, in % (one decimal). */
  percent: number;
  /** The most partners this quota allows (undefined: it does not grow with partners). */
  partnersAtLimit?: number;
}

export interface CapacityReport {
  input: CapacityInput;
  uses: Record<AwsQuotaId, QuotaUse>;
  /** The quota that runs out first as partners grow (the lowest `partnersAtLimit`). */
  firstToRunOut: QuotaUse;
  /** The first of the quotas AWS will not raise: the account's real ceiling. */
  firstHardCeiling?: QuotaUse;
  /** Minutes CreateApiKey's fixed rate needs to make every key of this many partners. */
  minutesToCreateAllKeys: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Fixed use plus a use per partner: the partners that fit under the limit. */
function quotaUse(id: AwsQuotaId, fixed: number, perPartner: number, partners: number): QuotaUse {
  const limit = awsQuotas[id].limit;
  // Rounded to 1e-9 first: 1,000 × 3.3 is 3,300.0000000000005 in floating point.
  const used = Math.ceil(Math.round((fixed + perPartner * partners) * 1e9) / 1e9);
  const use: QuotaUse = { id, used, limit, percent: round1((used / limit) * 100) };
  if (perPartner > 0) use.partnersAtLimit = Math.max(0, Math.floor((limit - fixed) / perPartner));
  return use;
}

export function capacityModel(input: CapacityInput): CapacityReport {
  const applications = input.applicationsPerPartner;
  const keysPerPartner =
    applications *
    (input.subscriptionsPerApplication + input.prodKeysPerApplication) *
    (1 + input.rotatingShare);
  const uses: Record<AwsQuotaId, QuotaUse> = {
    apiKeys: quotaUse('apiKeys', input.otherDeploymentsKeys, keysPerPartner, input.partners),
    usagePlans: quotaUse('usagePlans', input.deployments * usagePlansPerDeployment, 0, 0),
    clientCertificates: quotaUse(
      'clientCertificates',
      0,
      applications * input.certificatesPerApplication,
      input.partners,
    ),
    appClients: quotaUse(
      'appClients',
      input.portalAppClientsPerPool,
      applications * input.appClientsPerApplication,
      input.partners,
    ),
  };
  const growing = awsQuotaIds.map((id) => uses[id]).filter((u) => u.partnersAtLimit !== undefined);
  const over = awsQuotaIds.map((id) => uses[id]).find((u) => u.used > u.limit);
  const firstToRunOut =
    over && over.partnersAtLimit === undefined
      ? over
      : growing.reduce((a, b) => ((b.partnersAtLimit ?? 0) < (a.partnersAtLimit ?? 0) ? b : a));
  const hard = growing.filter((u) => !awsQuotas[u.id].raisable);
  const firstHardCeiling = hard.length
    ? hard.reduce((a, b) => ((b.partnersAtLimit ?? 0) < (a.partnersAtLimit ?? 0) ? b : a))
    : undefined;
  const keys = uses.apiKeys.used - input.otherDeploymentsKeys;
  return {
    input,
    uses,
    firstToRunOut,
    ...(firstHardCeiling && { firstHardCeiling }),
    minutesToCreateAllKeys: round1(keys / createApiKeyRate.ratePerSecond / 60),
  };
}

/** What the bench prints: 19 and 100 services, 3 deployments, 100 to 10,000 partners. */
export const capacityScenarios = {
  services: [19, 100],
  deployments: 3,
  partners: [100, 1_000, 3_000, 10_000],
} as const;

const labels: Record<AwsQuotaId, string> = {
  apiKeys: 'api keys',
  usagePlans: 'usage plans',
  clientCertificates: 'client certificates',
  appClients: 'app clients',
};

/**
 * The bench's lines: per scenario each quota's use and its % of the limit, then the partners at
 * which each quota runs out and which runs out first (its name in the line, the partners as the
 * value). The rotation window's length only sets how many keys overlap: `rotatingShare`.
 */
export function capacityFigures(): Record<string, number> {
  const figures: Record<string, number> = {};
  const base = { ...capacityAssumptions, deployments: capacityScenarios.deployments };
  for (const services of capacityScenarios.services) {
    for (const partners of capacityScenarios.partners) {
      const report = capacityModel({ ...base, services, partners });
      const prefix = `capacity ${services} services ${partners} partners`;
      for (const id of awsQuotaIds) {
        const use = report.uses[id];
        figures[`${prefix} ${labels[id]} used of ${use.limit}`] = use.used;
        figures[`${prefix} ${labels[id]} % of quota`] = use.percent;
      }
    }
    const report = capacityModel({ ...base, services, partners: 0 });
    for (const id of awsQuotaIds) {
      const at = report.uses[id].partnersAtLimit;
      if (at !== undefined)
        figures[`capacity ${services} services partners at ${labels[id]} quota`] = at;
    }
    figures[
      `capacity ${services} services first to run out (${labels[report.firstToRunOut.id]}) at partners`
    ] = report.firstToRunOut.partnersAtLimit ?? 0;
  }
  const hard = capacityModel({ ...base, services: 100, partners: 0 }).firstHardCeiling;
  if (hard) {
    figures[`capacity first quota AWS will not raise (${labels[hard.id]}) at partners`] =
      hard.partnersAtLimit ?? 0;
  }
  figures[`capacity minutes to create 10000 partners' keys at CreateApiKey's rate`] = capacityModel(
    { ...base, services: 100, partners: 10_000 },
  ).minutesToCreateAllKeys;
  figures['capacity rotation overlap hours (default)'] = keyRotationOverlapHours.default;
  return figures;
}
