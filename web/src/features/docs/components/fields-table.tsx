import { Fragment } from 'react';
import type { DocField, DocParameter, FieldRules } from '../../../../../shared/docs/doc-model';
import './fields-table.css';
import { scrollRegion } from '../../../components/data-table/scroll-region';

interface FieldsTableProps {
  caption: string;
  fields: readonly (DocField | DocParameter)[];
  /** Response parameters: name, type and description only. */
  compact?: boolean;
}

/** Max length, range, pattern and allowed values (spec §5: required marks, max length or maximum). */
function rules(field: FieldRules): { label: string; value: string; code?: boolean }[] {
  const list: { label: string; value: string; code?: boolean }[] = [];
  if (field.maxLength !== undefined)
    list.push({ label: 'Max length', value: `${field.maxLength}` });
  if (field.minLength !== undefined)
    list.push({ label: 'Min length', value: `${field.minLength}` });
  if (field.minimum !== undefined) list.push({ label: 'Minimum', value: `${field.minimum}` });
  if (field.maximum !== undefined) list.push({ label: 'Maximum', value: `${field.maximum}` });
  if (field.pattern) list.push({ label: 'Pattern', value: field.pattern, code: true });
  if (field.enum?.length) list.push({ label: 'One of', value: field.enum.join(', '), code: true });
  return list;
}

function typeOf(field: FieldRules): string {
  return field.format ? `${field.type} (${field.format})` : field.type;
}

/** A dotted name ('exchange.registrationNumber') that may wrap only after a dot. */
function FieldName({ name }: { name: string }) {
  const pieces = name.split(/(?<=\.)/);
  return (
    <code>
      {pieces.map((piece, index) => (
        // The pieces never reorder, so their position is a stable key.
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </code>
  );
}

/** Parameters, body fields or response fields of an operation, one row each. */
export function FieldsTable({ caption, fields, compact = false }: FieldsTableProps) {
  const showIn = fields.some((field) => 'in' in field);
  return (
    <div className="table-scroll" {...scrollRegion(caption)}>
      <table className={`data-table fields-table fields-table--${compact ? 'compact' : 'full'}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name and type</th>
            {showIn ? <th scope="col">In</th> : null}
            {compact ? null : <th scope="col">Mandatory</th>}
            {compact ? null : <th scope="col">Rules</th>}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={'in' in field ? `${field.in} ${field.name}` : field.name}>
              <th scope="row" className="fields-table__name">
                <FieldName name={field.name} />
                {field.required ? (
                  <>
                    <span className="required-mark" aria-hidden="true">
                      *
                    </span>
                    <span className="visually-hidden"> (required)</span>
                  </>
                ) : null}
                <span className="fields-table__type">{typeOf(field)}</span>
              </th>
              {showIn ? <td data-label="In">{'in' in field ? field.in : ''}</td> : null}
              {compact ? null : <td data-label="Mandatory">{field.required ? 'Yes' : 'No'}</td>}
              {compact ? null : (
                <td data-label="Rules">
                  <RuleList field={field} />
                </td>
              )}
              <td data-label="Description">{field.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RuleList({ field }: { field: FieldRules }) {
  const list = rules(field);
  if (list.length === 0) return <span className="fields-table__none">None</span>;
  return (
    <ul className="rule-list">
      {list.map((rule) => (
        <li key={rule.label}>
          <span className="rule-list__label">{rule.label}</span>{' '}
          {rule.code ? <code>{rule.value}</code> : rule.value}
        </li>
      ))}
    </ul>
  );
}
