import type {
  AdminCategory,
  AdminService,
} from '../../../../../../shared/api/admin-catalogue-operations';

export interface ServiceFilters {
  /** '' for every category. */
  category: string;
  search: string;
  published: 'all' | 'published' | 'unpublished';
}

export const noFilters: ServiceFilters = { category: '', search: '', published: 'all' };

export type ServiceSortColumn = 'apiName' | 'category';
export interface ServiceSort {
  column: ServiceSortColumn;
  direction: 'asc' | 'desc';
}

/** Every category's services in one list, filtered and sorted as the admin asked. */
export function serviceRows(
  categories: readonly AdminCategory[],
  filters: ServiceFilters,
  sort: ServiceSort,
): AdminService[] {
  const words = filters.search.trim().toLowerCase();
  const rows = categories
    .flatMap((category) => category.services)
    .filter(
      (service) =>
        (filters.category === '' || service.category === filters.category) &&
        (filters.published === 'all' ||
          service.published === (filters.published === 'published')) &&
        (words === '' ||
          service.apiName.toLowerCase().includes(words) ||
          service.service.toLowerCase().includes(words)),
    );
  const value = (service: AdminService) =>
    sort.column === 'category'
      ? `${service.category}\u0000${service.apiName}`.toLowerCase()
      : service.apiName.toLowerCase();
  rows.sort((a, b) => value(a).localeCompare(value(b)));
  return sort.direction === 'asc' ? rows : rows.reverse();
}

/** The version an upload adds: one after the highest ('v1', 'v2' → 'v3'). */
export function nextVersion(versions: readonly string[]): string {
  const numbers = versions.map((version) => Number(/^v(\d+)$/i.exec(version)?.[1] ?? 0));
  return `v${Math.max(0, ...numbers) + 1}`;
}
