import { getCurrentUserHandler } from '../account/get-current-user-handler';
import { createAreaRouter } from '../lib/area-router';

export const handler = createAreaRouter({ getCurrentUser: getCurrentUserHandler });
