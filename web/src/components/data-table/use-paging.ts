import { useState } from 'react';
import { pageSizes } from './table-features';

/**
 * A server-paged list's page and page size: a new size, search or filter starts again at the
 * first page (`firstPage`), so the page shown always exists.
 */
export function usePaging(initialSize: number = pageSizes[0]) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setSize] = useState(initialSize);
  return {
    pageIndex,
    pageSize,
    offset: pageIndex * pageSize,
    setPageIndex,
    setPageSize: (size: number) => {
      setSize(size);
      setPageIndex(0);
    },
    firstPage: () => setPageIndex(0),
  };
}
