import type { ServiceSummary } from '../../shared/api/catalogue-operations';
import type { Service } from '../../shared/domain/catalogue';

export function toServiceSummary(service: Service): ServiceSummary {
  const { resources: _resources, ...summary } = service;
  return summary;
}
