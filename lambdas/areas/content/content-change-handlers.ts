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
export const createContentHandler = handleOperation(createContent, async ({ body, caller }) => {
  const item = await changes.createContent(body.kind, body, caller.email);
  logger.info('Content created', { kind: item.kind, id: item.id, by: caller.email });
  return { message: `${contentKindLabels[body.kind]} added.`, item };
});

/** Admin: replaces an item's fields, with its audit entry (the body's kind must be the item's). */
export const updateContentHandler = handleOperation(
  updateContent,
  async ({ query, body, caller }) => {
    const item = await changes.updateContent(query.kind, query.id, body, caller.email);
    logger.info('Content updated', { kind: item.kind, id: item.id, by: caller.email });
    return { message: `${contentKindLabels[query.kind]} saved.`, item };
  },
);

/** Admin: deletes an item, with its audit entry. */
export const deleteContentHandler = handleOperation(deleteContent, async ({ query, caller }) => {
  await changes.deleteContent(query.kind, query.id, caller.email);
  logger.info('Content deleted', { kind: query.kind, id: query.id, by: caller.email });
  return { message: `${contentKindLabels[query.kind]} deleted.` };
});
