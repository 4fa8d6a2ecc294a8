import * as z from 'zod';
import { applicationNameSchema } from './application-schema';
import { emailField } from './email-field';
import { fieldMessages, invalidMessage, requiredMessage } from './field-messages';
import { mobileNumberField } from './mobile-schema';
import {
  applicationDlSchema,
  businessHoursSchema,
  listValueMaxLength,
  listValueSchema,
  optionalDigitsSchema,
  purposeSchema,
  rateSchema,
  requestPerMonthSchema,
  responseTimeSchema,
} from './production-request-fields';
import { organizationNameSchema, personNameField } from './registration-fields';
import { usagePlanTierSchema } from './subscribe-schema';
import { maxLength, optionalText, requiredText } from './text-field';

/**
 * Not in the spec: bounds on the APIs picked (operation names, as an API's name param) and on
 * how many, so a request always fits one DynamoDB item (400 KB).
 */
export const resourceMaxLength = 100;
export const resourcesMaxCount = 200;

/** One service's entry of apiUsage (spec §3), keyed by the service's name. */
export const apiUsageEntrySchema = z.object({
  plan: usagePlanTierSchema,
  resources: z
    .array(
      requiredText(fieldMessages.mandatoryStarred, [
        maxLength(resourceMaxLength, fieldMessages.maximumLimit),
      ]),
    )
    .max(resourcesMaxCount, { error: fieldMessages.maximumLimit })
    .default([]),
  purposeOfUtilization: purposeSchema,
  apiRateLimit: rateSchema,
  apiVolume: requestPerMonthSchema,
  burst: optionalDigitsSchema,
  category: listValueSchema,
  owner: optionalText([maxLength(listValueMaxLength, fieldMessages.maximumLimit)]),
});

/**
 * The production-access request as sent (spec §3): requester names and organization upper-cased,
 * e-mail addresses lower-cased, exactly one service in apiUsage. uniqueId is present on resubmit.
 * status, admin and lastUpdatedBy are the server's to set (Pending on create, reSubmit on edit),
 * so they are not accepted from the client.
 */
export const productionRequestPayloadSchema = z.object({
  firstname: personNameField('First Name').toUpperCase(),
  lastname: personNameField('Last Name').toUpperCase(),
  email: emailField({ empty: requiredMessage('Email'), invalid: invalidMessage('Email') }),
  contact: mobileNumberField(),
  department: listValueSchema,
  project: listValueSchema,
  organization: organizationNameSchema,
  applicationName: applicationNameSchema,
  apiUsage: z
    .record(z.string().min(1).max(listValueMaxLength), apiUsageEntrySchema, {
      error: fieldMessages.mandatoryStarred,
    })
    .superRefine((usage, ctx) => {
      const services = Object.keys(usage).length;
      if (services === 0) ctx.addIssue({ code: 'custom', message: fieldMessages.mandatoryStarred });
      else if (services > 1) ctx.addIssue({ code: 'custom', message: invalidMessage('Service') });
    }),
  responseTime: responseTimeSchema,
  requestPerMonth: requestPerMonthSchema,
  businessHours: businessHoursSchema,
  applicationDL: applicationDlSchema,
  uniqueId: optionalText([]),
});

export type ProductionRequestPayloadInput = z.input<typeof productionRequestPayloadSchema>;
export type ProductionRequestPayload = z.output<typeof productionRequestPayloadSchema>;

/** The requester's fields of a request: the server takes them from the requester's profile. */
export const requesterFields = [
  'firstname',
  'lastname',
  'email',
  'contact',
  'organization',
] as const;
export const requesterFromProfileMessage =
  'Name, e-mail, contact and organization are taken from your profile: leave them out of the request';

const fromProfile = z.undefined({ error: requesterFromProfileMessage }).optional();

/**
 * The request as a client sends it (submit and resubmit): the payload without uniqueId (the
 * path's) and without the requester's fields, which a client that sends them is refused with
 * requesterFromProfileMessage, so no one asks for production access in another's name.
 */
export const productionRequestBodySchema = productionRequestPayloadSchema
  .omit({
    uniqueId: true,
    firstname: true,
    lastname: true,
    email: true,
    contact: true,
    organization: true,
  })
  .extend({
    firstname: fromProfile,
    lastname: fromProfile,
    email: fromProfile,
    contact: fromProfile,
    organization: fromProfile,
  });
export type ProductionRequestBodyInput = z.input<typeof productionRequestBodySchema>;
export type ProductionRequestBodyValues = z.output<typeof productionRequestBodySchema>;
