import type { AdminApplication } from '../../../../../shared/api/admin-insights-operations';

/** An application as listAllApplications answers it. */
export function anApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    applicationId: '0b6f3c1e-2f4a-4d3e-9a55-5e0e6b1f0c11',
    applicationName: 'Fleet-App',
    owner: 'ana@partner.example',
    organization: 'DECCAN WHEELS MOTORS',
    createdAt: '2026-11-01T10:00:00.000Z',
    subscriptions: [
      {
        service: 'vehicle-status',
        apiName: 'Vehicle status',
        stage: 'sandbox',
        tier: 'Basic',
        maskedKey: '****************9xyz',
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export const days = (from: number, values: number[]) =>
  values.map((calls, i) => ({ date: `2026-11-${String(from + i).padStart(2, '0')}`, calls }));
