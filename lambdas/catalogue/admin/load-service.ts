import { NotFound } from '../../lib/errors';
import { getService } from '../catalogue-repository';
import type { ServiceItem } from '../service-item';

export async function loadService(category: string, service: string): Promise<ServiceItem> {
  const item = await getService(category, service);
  if (!item) throw new NotFound(`No service '${service}' in ${category}`);
  return item;
}
