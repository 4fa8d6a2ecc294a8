import { listCategories } from '../../../shared/api/catalogue-operations';
import { handleOperation } from '../../lib/operation-handler';
import * as repository from '../../catalogue/catalogue-repository';

export const listCategoriesHandler = handleOperation(listCategories, async () => ({
  items: await repository.listCategories(),
}));
