import { useId } from 'react';

interface PageSizeSelectProps {
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
}

/** 'Rows per page' of a table's pager. */
export function PageSizeSelect({ value, sizes, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="table-pager__size">
      <label htmlFor={id}>Rows per page</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
