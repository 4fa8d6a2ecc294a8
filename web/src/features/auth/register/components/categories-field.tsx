import type { UseFormRegisterReturn } from 'react-hook-form';
import { categoryNames } from '../../../../../../shared/categories';

interface CategoriesFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The categories asked for (spec §3 multi-select): one checkbox per API category. */
export function CategoriesField({ registration, error }: CategoriesFieldProps) {
  const errorId = 'register-categories-error';
  return (
    <fieldset
      className="field checkbox-group"
      aria-describedby={error ? `register-categories-hint ${errorId}` : 'register-categories-hint'}
    >
      <legend>Categories requested</legend>
      <p id="register-categories-hint" className="field-hint">
        Choose the API categories your organization needs access to.
      </p>
      <div className="checkbox-group__options">
        {categoryNames.map((category, index) => (
          <label key={category} className="checkbox" htmlFor={`register-category-${index}`}>
            <input
              id={`register-category-${index}`}
              type="checkbox"
              value={category}
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {category}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
