import * as z from 'zod';
import { applicationNameSchema } from './application-schema';
import {
  applicationDlSchema,
  businessHoursSchema,
  listValueSchema,
  purposeSchema,
  rateSchema,
  requestPerMonthSchema,
  responseTimeSchema,
} from './production-request-fields';
import { usagePlanTierSchema } from './subscribe-schema';

/**
 * The production-access request form (spec §5): department, project, application, service, plan,
 * purpose, rate and application DL are required; response time, requests per month and business
 * hours are optional. One service per request: `service` is a single name.
 */
export const productionRequestFormSchema = z.object({
  department: listValueSchema,
  project: listValueSchema,
  applicationName: applicationNameSchema,
  service: listValueSchema,
  plan: usagePlanTierSchema,
  purpose: purposeSchema,
  rate: rateSchema,
  applicationDL: applicationDlSchema,
  responseTime: responseTimeSchema,
  requestPerMonth: requestPerMonthSchema,
  businessHours: businessHoursSchema,
});

export type ProductionRequestFormInput = z.input<typeof productionRequestFormSchema>;
export type ProductionRequestFormValues = z.output<typeof productionRequestFormSchema>;
