import type { ServiceSummary } from '../../shared/api/catalogue-operations';
import { undeployedVersions, type ServiceItem } from './service-item';

export function toServiceSummary(service: ServiceItem): ServiceSummary {
  const {
    resources: _resources,
    published: _published,
    deployedVersions: _deployed,
    uploadedVersions: _uploaded,
    revision: _revision,
    ...summary
  } = service;
  const undeployed = undeployedVersions(service);
  return undeployed.length > 0 ? { ...summary, undeployedVersions: undeployed } : summary;
}
