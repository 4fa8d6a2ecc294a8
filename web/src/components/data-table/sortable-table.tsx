import { useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { pageSizes, sortedPagedFeatures, type SortedPagedColumn } from './table-features';
import { TablePager } from './table-pager';
import './data-table.css';
import { scrollRegion } from './scroll-region';

interface SortableTableProps<TData extends RowData> {
  caption: string;
  data: readonly TData[];
  columns: SortedPagedColumn<TData>[];
  initialSorting?: SortingState;
  /** The column whose cell is the row's header (`<th scope="row">`). */
  rowHeaderColumn?: string;
  getRowId?: (row: TData) => string;
  /** On phones, rows become cards (cells labelled by their column) and the headers a sort bar. */
  cardsOnPhones?: boolean;
}

const sortLabels = { asc: 'ascending', desc: 'descending' } as const;

/** A table the user sorts by its column headers and pages through 10, 20 or 30 rows at a time. */
export function SortableTable<TData extends RowData>({
  caption,
  data,
  columns,
  initialSorting = [],
  rowHeaderColumn,
  getRowId,
  cardsOnPhones = false,
}: SortableTableProps<TData>) {
  const table = useTable({
    features: sortedPagedFeatures,
    columns,
    data,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    initialState: {
      sorting: initialSorting,
      pagination: { pageIndex: 0, pageSize: pageSizes[0] },
    },
  });

  return (
    <div className={cardsOnPhones ? 'sortable-table sortable-table--cards' : 'sortable-table'}>
      <div className="table-scroll" {...scrollRegion(caption)}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? sortLabels[sorted] : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span className="sort-button__mark" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const { header } = cell.column.columnDef;
                  const label = typeof header === 'string' ? header : undefined;
                  return cell.column.id === rowHeaderColumn ? (
                    <th key={cell.id} scope="row">
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} data-label={label}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager
        label={caption}
        pageIndex={table.state.pagination.pageIndex}
        pageSize={table.state.pagination.pageSize}
        rowCount={table.getRowCount()}
        onPageIndex={(index) => table.setPageIndex(index)}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </div>
  );
}
