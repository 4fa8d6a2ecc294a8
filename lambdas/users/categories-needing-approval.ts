import { getCategory } from '../catalogue/catalogue-repository';
import { isOpenCategory } from '../../shared/categories';

/**
 * The categories of a registration that are filed as Pending access requests: every one but
 * those the catalogue holds as open to every partner (`isOpenCategory`), whatever the client
 * sent. A category the catalogue does not hold is filed, as before: only an admin can grant it.
 */
export async function categoriesNeedingApproval(names: readonly string[]): Promise<string[]> {
  const records = await Promise.all(names.map((name) => getCategory(name)));
  return names.filter((_name, index) => {
    const record = records[index];
    return record === undefined || !isOpenCategory(record);
  });
}
