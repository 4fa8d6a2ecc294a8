import { PageSizeSelect } from './page-size-select';
import { pageSizes } from './table-features';

interface TablePagerProps {
  /** The table's caption, to name this pager. */
  label: string;
  pageIndex: number;
  pageSize: number;
  rowCount: number;
  onPageIndex: (index: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows per page (10/20/30), the rows shown and previous/next, under a table. */
export function TablePager({
  label,
  pageIndex,
  pageSize,
  rowCount,
  onPageIndex,
  onPageSize,
}: TablePagerProps) {
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(rowCount, (pageIndex + 1) * pageSize);
  return (
    <nav className="table-pager" aria-label={`Pages of ${label}`}>
      <PageSizeSelect value={pageSize} sizes={pageSizes} onChange={onPageSize} />
      <p className="table-pager__range" aria-live="polite">
        {rowCount === 0 ? 'No rows' : `${first}–${last} of ${rowCount}`}
      </p>
      <div className="table-pager__steps">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onPageIndex(pageIndex - 1)}
          disabled={pageIndex === 0}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onPageIndex(pageIndex + 1)}
          disabled={pageIndex >= pageCount - 1}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
