import {
  createContent,
  deleteContent,
  updateContent,
} from '../../../shared/api/content-operations';
import { contentKindLabels } from '../../../shared/domain/content';
import * as changes from '../../content/content-changes';
import { logger } from '../../lib/logger';
import { handleOperation } from '../../lib/operation-handler';

/** Admin: adds an item of one kind, with its audit entry. */
export const createContentHandler = handleOperation(
  createContent,
  async ({ params, body, caller }) => {
    const item = await changes.createContent(params.kind, body, caller.email);
    logger.info('Content created', { kind: item.kind, id: item.id, by: caller.email });
    return { message: `${contentKindLabels[params.kind]} added.`, item };
  },
);

/** Admin: replaces an item's fields, with its audit entry. */
export const updateContentHandler = handleOperation(
  updateContent,
  async ({ params, body, caller }) => {
    const item = await changes.updateContent(params.kind, params.id, body, caller.email);
    logger.info('Content updated', { kind: item.kind, id: item.id, by: caller.email });
    return { message: `${contentKindLabels[params.kind]} saved.`, item };
  },
);

/** Admin: deletes an item, with its audit entry. */
export const deleteContentHandler = handleOperation(deleteContent, async ({ params, caller }) => {
  await changes.deleteContent(params.kind, params.id, caller.email);
  logger.info('Content deleted', { kind: params.kind, id: params.id, by: caller.email });
  return { message: `${contentKindLabels[params.kind]} deleted.` };
});
