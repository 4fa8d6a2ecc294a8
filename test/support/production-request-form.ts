import type { ProductionRequestBody } from '../../shared/api/requests-production-operations';

/** A complete production request form for one application's General service. */
export function productionRequestForm(
  applicationName: string,
  service: string,
): ProductionRequestBody {
  return {
    department: 'Connected Vehicle',
    project: 'Remote Services',
    applicationName,
    apiUsage: {
      [service]: {
        plan: 'Standard',
        resources: [],
        purposeOfUtilization: 'Fleet dashboard for dealers',
        apiRateLimit: '100',
        category: 'General',
      },
    },
    applicationDL: 'fleet-team@partner.example',
  };
}
