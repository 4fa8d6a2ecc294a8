import type { UseFormRegisterReturn } from 'react-hook-form';
import { categoryNames } from '../../../../../../shared/categories';

interface CategoriesFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  /** Categories open to every partner: marked so, as they need no approval. */
  openCategories?: ReadonlySet<string>;
}

const noOpenCategories: ReadonlySet<string> = new Set();

/**
 * The categories asked for (spec §3 multi-select): one checkbox per API category. Access to each
 * is approved by an administrator, except for those open to every partner, which say so.
 */
export function CategoriesField({
  registration,
  error,
  openCategories = noOpenCategories,
}: CategoriesFieldProps) {
  const errorId = 'register-categories-error';
  return (
    <fieldset
      className="field checkbox-group"
      aria-describedby={error ? `register-categories-hint ${errorId}` : 'register-categories-hint'}
    >
      <legend>Categories requested</legend>
      <p id="register-categories-hint" className="field-hint">
        Choose the API categories your organization needs access to. An administrator approves
        access to each
        {openCategories.size > 0 ? ', except those open to every partner' : ''}.
      </p>
      <div className="checkbox-group__options">
        {categoryNames.map((category, index) => {
          const id = `register-category-${index}`;
          const open = openCategories.has(category);
          return (
            <div key={category} className="checkbox-group__option">
              <label className="checkbox" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  value={category}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={open ? `${id}-open` : undefined}
                  {...registration}
                />
                {category}
              </label>
              {open ? (
                <p id={`${id}-open`} className="checkbox-group__note">
                  Open to every partner, no approval needed
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
