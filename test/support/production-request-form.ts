import type { ProductionRequestBody } from '../../shared/api/requests-production-operations';

/** A complete production request form for one application's General service. */
export function productionRequestForm(
  applicationName: string,
  service: string,
): ProductionRequestBody {
  return {
    firstname: 'Ana',
    lastname: 'Lopez',
    email: 'ana.lopez@partner.example',
    contact: '9876543210',
    department: 'Connected Vehicle',
    project: 'Remote Services',
    organization: 'acme',
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
