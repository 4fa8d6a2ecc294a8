import * as z from 'zod';
import type { Profile } from '../../../../../shared/api/account-operations';
import type { ProductionRequestBody } from '../../../../../shared/api/requests-production-operations';
import {
  optionalDigitsSchema,
  requestPerMonthSchema,
} from '../../../../../shared/schemas/production-request-fields';
import { productionRequestFormSchema } from '../../../../../shared/schemas/production-request-schema';

/** The shared form schema plus the service's volume and burst (apiUsage's optional fields). */
export const productionFormSchema = productionRequestFormSchema.extend({
  apiVolume: requestPerMonthSchema,
  burst: optionalDigitsSchema,
});

export type ProductionFormInput = z.input<typeof productionFormSchema>;
export type ProductionFormValues = z.output<typeof productionFormSchema>;

/** What the requester's part of the request comes from: the profile. */
export type Requester = Pick<
  Profile,
  'firstName' | 'lastName' | 'email' | 'mobileNumber' | 'organization'
>;

/**
 * The request as sent: one service in apiUsage keyed by its name, with its category. The
 * requester (shown from the profile) is not sent: the server takes it from the profile.
 */
export function toProductionPayload(
  values: ProductionFormValues,
  category: string,
): ProductionRequestBody {
  return {
    department: values.department,
    project: values.project,
    applicationName: values.applicationName,
    apiUsage: {
      [values.service]: {
        plan: values.plan,
        resources: [],
        purposeOfUtilization: values.purpose,
        apiRateLimit: values.rate,
        apiVolume: values.apiVolume,
        burst: values.burst,
        category,
      },
    },
    responseTime: values.responseTime,
    requestPerMonth: values.requestPerMonth,
    businessHours: values.businessHours,
    applicationDL: values.applicationDL,
  };
}
