import { createAreaRouter } from '../../lib/area-router';
import {
  createContentHandler,
  deleteContentHandler,
  updateContentHandler,
} from './content-change-handlers';
import { getBlogPostHandler } from './get-blog-post-handler';
import { listContentHandler } from './list-content-handler';
import { listPublicContentHandler } from './list-public-content-handler';
import { subscribeStayTunedHandler } from './stay-tuned-handler';
import { sendSupportQueryHandler } from './send-support-query-handler';

export const handler = createAreaRouter<'content'>({
  listPublicContent: listPublicContentHandler,
  getBlogPost: getBlogPostHandler,
  subscribeStayTuned: subscribeStayTunedHandler,
  sendSupportQuery: sendSupportQueryHandler,
  listContent: listContentHandler,
  createContent: createContentHandler,
  updateContent: updateContentHandler,
  deleteContent: deleteContentHandler,
});
