import type { UsagePlanRef } from '../../shared/domain/catalogue';
import type { Service } from '../../shared/domain/catalogue';
import { tiersOffered, type PlanTier, type ProductStage } from '../../shared/plans';
import { getCategory, getService } from '../catalogue/catalogue-repository';
import type { CategorySummary } from '../../shared/api/catalogue-operations';
import { Invalid, NotFound } from '../lib/errors';
import { settings } from '../lib/settings';

export async function findCategoryService(
  categoryName: string,
  serviceName: string,
): Promise<{ category: CategorySummary; service: Service }> {
  const category = await getCategory(categoryName);
  if (!category) throw new NotFound('Category not found');
  const service = await getService(category.name, serviceName);
  if (!service) throw new NotFound('Service not found');
  return { category, service };
}

/**
 * The service's usage plan for a stage and tier, if this deployment offers the tier there:
 * the preprod deployment's sandbox offers only Basic (spec §9).
 */
export function offeredPlan(service: Service, stage: ProductStage, tier: PlanTier): UsagePlanRef {
  if (stage === 'sandbox' && !tiersOffered(settings().stage).includes(tier)) {
    const message = `The ${tier} plan is not offered on this deployment`;
    throw new Invalid(message, { usagePlan: message });
  }
  const plan = service.usagePlans.find((p) => p.stage === stage && p.tier === tier);
  if (!plan) throw new NotFound(`${service.service} has no ${tier} plan on ${stage}`);
  return plan;
}
