import type { PlanTier, ProductStage, UsagePlanLimits } from '../../../shared/plans';
import { usagePlans as defaultLimits } from '../../../shared/plans';
import type { CatalogueSource, ServiceSource } from '../../catalogue/catalogue-source';
import type { LocalCatalogueIds } from './local-ids';

/** One usage plan of the local gateway: a service's stage and tier, with its limits. */
export interface LocalUsagePlan {
  id: string;
  name: string;
  service: string;
  apiId: string;
  stage: ProductStage;
  tier: PlanTier;
  limits: UsagePlanLimits;
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
  const plans: LocalUsagePlan[] = [];
  for (const category of catalogue.categories) {
    for (const service of category.services) {
      const apiId = ids.apiId(service.service);
      services.set(apiId, service);
      for (const ref of ids.usagePlans(service.service)) {
        plans.push({ ...ref, service: service.service, apiId, limits: limits[ref.tier] });
      }
    }
  }
  const byId = new Map(plans.map((p) => [p.id, p]));
  return {
    plans,
    plan: (id) => byId.get(id),
    plansFor: (apiId, stage) => plans.filter((p) => p.apiId === apiId && p.stage === stage),
    service: (apiId) => services.get(apiId),
  };
}
