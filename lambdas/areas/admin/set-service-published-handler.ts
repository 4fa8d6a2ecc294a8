import { setServicePublished } from '../../../shared/api/admin-catalogue-operations';
import { setPublished } from '../../catalogue/admin/catalogue-decisions';
import { toAdminService } from '../../catalogue/admin/to-admin-service';
import { handleOperation } from '../../lib/operation-handler';

export const setServicePublishedHandler = handleOperation(
  setServicePublished,
  async ({ params, body, caller }) => {
    const { changed, service } = await setPublished(
      params.category,
      params.service,
      body.published,
      caller.email,
    );
    const state = body.published ? 'published' : 'unpublished';
    const message = changed
      ? `${service.apiName} is ${state}.`
      : `${service.apiName} is already ${state}.`;
    return { message, service: toAdminService(service) };
  },
);
