import type { AdminService } from '../../../shared/api/admin-catalogue-operations';
import { isPublished, undeployedVersions, type ServiceItem } from '../service-item';

export function toAdminService(item: ServiceItem): AdminService {
  return {
    category: item.category,
    service: item.service,
    apiName: item.apiName,
    description: item.description,
    apiId: item.apiId,
    published: isPublished(item),
    versions: item.versions,
    uploadedVersions: item.uploadedVersions ?? [],
    undeployedVersions: undeployedVersions(item),
    apis: item.resources,
  };
}
