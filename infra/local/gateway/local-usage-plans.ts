import type { PlanTier, ProductStage, UsagePlanLimits } from '../../../shared/plans';
import { usagePlans as defaultLimits } from '../../../shared/plans';
import type { CatalogueSource, ServiceSource } from '../../catalogue/catalogue-source';
import type { LocalCatalogueIds } from './local-ids';

/** One usage plan of the local gateway: a stage and tier of every service, with its limits. */
export interface LocalUsagePlan {
  id: string;
  name: string;
  stage: ProductStage;
  tier: PlanTier;
  limits: UsagePlanLimits;
  /** The API stages it holds: every service's API on `stage`. */
  apiStages: readonly { apiId: string; stage: ProductStage }[];
}

export type PlanLimitsTable = Readonly<Record<PlanTier, UsagePlanLimits>>;

/** The catalogue's product APIs and usage plans, looked up by id. */
export interface LocalApis {
  plans: readonly LocalUsagePlan[];
  plan(id: string): LocalUsagePlan | undefined;
  /** The plans giving access to an API stage. */
  plansFor(apiId: string, stage: string): LocalUsagePlan[];
  service(apiId: string): ServiceSource | undefined;
}

export function localApis(
  catalogue: CatalogueSource,
  ids: LocalCatalogueIds,
  limits: PlanLimitsTable = defaultLimits,
): LocalApis {
  const services = new Map<string, ServiceSource>();
  for (const category of catalogue.categories) {
    for (const service of category.services) services.set(ids.apiId(service.service), service);
  }
  const apiIds = [...services.keys()];
  const plans: LocalUsagePlan[] = ids.usagePlans().map((ref) => ({
    ...ref,
    limits: limits[ref.tier],
    apiStages: apiIds.map((apiId) => ({ apiId, stage: ref.stage })),
  }));
  const byId = new Map(plans.map((p) => [p.id, p]));
  return {
    plans,
    plan: (id) => byId.get(id),
    plansFor: (apiId, stage) => (services.has(apiId) ? plans.filter((p) => p.stage === stage) : []),
    service: (apiId) => services.get(apiId),
  };
}
