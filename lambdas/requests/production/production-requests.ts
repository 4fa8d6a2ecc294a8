import type { ProductionRequestBodyValues } from '../../../shared/schemas/production-request-payload-schema';
import { getApplicationByName } from '../../applications/application-repository';
import { getSubscription } from '../../applications/subscription-repository';
import { findCategoryService, offeredPlan } from '../../applications/service-plans';
import type { Caller } from '../../lib/caller';
import { Conflict, NotFound } from '../../lib/errors';
import { productionQueueSk } from './production-keys';
import { requesterFields } from './requester-fields';
import {
  whyNotCancellable,
  whyNotEditable,
  type ProductionRequestRecord,
} from './production-record';
import { createRequest, getOwnRequest, writeTransition } from './production-repository';
import { timeOrderedUuid } from './unique-id';

export const productionNotFoundMessage = 'Production request not found';
export const changedMeanwhileMessage = 'This request changed meanwhile: reload it and try again';

type Body = ProductionRequestBodyValues;

/**
 * What a submitted form becomes once checked: the application is the caller's own and
 * subscribed on the sandbox to the one service asked for, which has the plan on `prod`; the
 * requester's name, e-mail, contact and organization are the caller's profile as it is now.
 */
async function checkedFields(caller: Caller, form: Body) {
  const {
    firstname: _firstname,
    lastname: _lastname,
    email: _email,
    contact: _contact,
    organization: _organization,
    ...body
  } = form;
  const [service, usage] = Object.entries(body.apiUsage)[0] ?? [];
  if (!service || !usage) throw new NotFound('Service not found');
  const application = await getApplicationByName(caller.email, body.applicationName);
  const found = await findCategoryService(usage.category, service);
  offeredPlan(found.service, 'prod', usage.plan);
  const [sandbox, prod] = await Promise.all([
    getSubscription(caller.email, application.applicationId, found.service.service, 'sandbox'),
    getSubscription(caller.email, application.applicationId, found.service.service, 'prod'),
  ]);
  if (!sandbox) {
    throw new Conflict(
      `Subscribe ${application.applicationName} to ${found.service.service} on the sandbox before asking for production access`,
    );
  }
  if (prod) {
    throw new Conflict(
      `${application.applicationName} already has production access to ${found.service.service}`,
    );
  }
  return {
    ...body,
    ...(await requesterFields(caller.email)),
    applicationName: application.applicationName,
    applicationId: application.applicationId,
    service: found.service.service,
    apiUsage: { [found.service.service]: { ...usage, category: found.category.name } },
  };
}

/** A new request, Pending (spec §4). */
export async function submitRequest(
  caller: Caller,
  body: Body,
  now: Date = new Date(),
): Promise<ProductionRequestRecord> {
  const fields = await checkedFields(caller, body);
  const at = now.toISOString();
  const uniqueId = timeOrderedUuid(now);
  const record: ProductionRequestRecord = {
    ...fields,
    uniqueId,
    requester: caller.email,
    status: 'Pending',
    lastUpdatedBy: caller.email,
    createdAt: at,
    updatedAt: at,
    queueSk: productionQueueSk(at, uniqueId),
  };
  await createRequest(record);
  return record;
}

/** The caller's own request; another's is not found, as if it did not exist. */
export async function ownRequest(
  caller: Caller,
  uniqueId: string,
): Promise<ProductionRequestRecord> {
  const record = await getOwnRequest(caller.email, uniqueId);
  if (!record) throw new NotFound(productionNotFoundMessage);
  return record;
}

/** The edited request, reSubmit (spec §4); refused for approved ones and old closed ones. */
export async function resubmitRequest(
  caller: Caller,
  uniqueId: string,
  body: Body,
  now: Date = new Date(),
): Promise<ProductionRequestRecord> {
  const seen = await ownRequest(caller, uniqueId);
  const refused = whyNotEditable(seen, now);
  if (refused) throw new Conflict(refused);
  const fields = await checkedFields(caller, body);
  const at = now.toISOString();
  const { reason: _reason, admin: _admin, ...kept } = seen;
  const next: ProductionRequestRecord = {
    ...kept,
    ...fields,
    status: 'reSubmit',
    lastUpdatedBy: caller.email,
    updatedAt: at,
    queueSk: productionQueueSk(at, uniqueId),
  };
  if (!(await writeTransition(seen, next))) throw new Conflict(changedMeanwhileMessage);
  return next;
}

/** The caller cancels their request (same 30-day rule). */
export async function cancelRequest(
  caller: Caller,
  uniqueId: string,
  now: Date = new Date(),
): Promise<ProductionRequestRecord> {
  const seen = await ownRequest(caller, uniqueId);
  const refused = whyNotCancellable(seen, now);
  if (refused) throw new Conflict(refused);
  const at = now.toISOString();
  const next: ProductionRequestRecord = {
    ...seen,
    status: 'Cancelled',
    lastUpdatedBy: caller.email,
    updatedAt: at,
    queueSk: productionQueueSk(at, uniqueId),
  };
  if (!(await writeTransition(seen, next))) throw new Conflict(changedMeanwhileMessage);
  return next;
}
