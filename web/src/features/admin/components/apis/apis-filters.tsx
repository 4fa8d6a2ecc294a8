import { useId } from 'react';
import type { ServiceFilters } from './service-list';

interface ApisFiltersProps {
  categories: readonly string[];
  value: ServiceFilters;
  onChange: (value: ServiceFilters) => void;
}

/** The services' filters, applied as the admin types: category, name, published or not. */
export function ApisFilters({ categories, value, onChange }: ApisFiltersProps) {
  const ids = { category: useId(), search: useId(), published: useId() };
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label="Services"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor={ids.category}>Category</label>
        <select
          id={ids.category}
          className="select"
          value={value.category}
          onChange={(event) => onChange({ ...value, category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.search}>Service name contains</label>
        <input
          id={ids.search}
          className="input"
          type="search"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.published}>Published</label>
        <select
          id={ids.published}
          className="select"
          value={value.published}
          onChange={(event) =>
            onChange({ ...value, published: event.target.value as ServiceFilters['published'] })
          }
        >
          <option value="all">All services</option>
          <option value="published">Published</option>
          <option value="unpublished">Unpublished</option>
        </select>
      </div>
    </form>
  );
}
