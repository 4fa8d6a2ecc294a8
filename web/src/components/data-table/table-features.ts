import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** Sorting and paging only: TanStack Table v9 bundles just the features a table declares. */
export const sortedPagedFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
});

export type SortedPagedFeatures = typeof sortedPagedFeatures;
export type SortedPagedColumn<TData extends RowData> = ColumnDef<SortedPagedFeatures, TData>;

/** The page sizes of spec §9. */
export const pageSizes = [10, 20, 30] as const;
