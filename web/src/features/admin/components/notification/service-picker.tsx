import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCategoryNames, useCategoryServiceOptions } from '../../api/notification-queries';

interface ServicePickerProps {
  category: string | undefined;
  categoryField: UseFormRegisterReturn;
  serviceField: UseFormRegisterReturn;
  error?: string;
}

/** A service of the catalogue: its category first, then one of that category's services. */
export function ServicePicker({
  category,
  categoryField,
  serviceField,
  error,
}: ServicePickerProps) {
  const categories = useCategoryNames();
  const services = useCategoryServiceOptions(category);
  const errorId = error ? 'notice-service-error' : undefined;
  return (
    <div className="notice-form__row">
      <div className="field">
        <label htmlFor="notice-category">Category</label>
        <select id="notice-category" className="select" {...categoryField}>
          <option value="">
            {categories.isPending
              ? 'Loading categories…'
              : categories.isError
                ? 'Could not load the categories'
                : 'Choose a category'}
          </option>
          {(categories.data ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="notice-service">Service</label>
        <select
          id="notice-service"
          className="select"
          disabled={!category}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...serviceField}
        >
          <option value="">
            {!category
              ? 'Choose a category first'
              : services.isPending
                ? 'Loading…'
                : 'Choose a service'}
          </option>
          {(services.data ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
