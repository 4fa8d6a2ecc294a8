import { pageSizeOptions } from '../../../../../shared/api/requests-operations';
import { PageSizeSelect } from '../../../components/data-table/page-size-select';
import '../../../components/data-table/data-table.css';

interface CursorPagerProps {
  label: string;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  shown: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}

/**
 * Rows per page (10/20/30) and previous/next for a list the server pages with a cursor (its
 * length is not known), with the look of the tables' own pager.
 */
export function CursorPager({
  label,
  pageIndex,
  pageSize,
  shown,
  hasNext,
  onPrevious,
  onNext,
  onPageSize,
}: CursorPagerProps) {
  const first = shown === 0 ? 0 : pageIndex * pageSize + 1;
  return (
    <nav className="table-pager" aria-label={`Pages of ${label}`}>
      <PageSizeSelect value={pageSize} sizes={pageSizeOptions} onChange={onPageSize} />
      <p className="table-pager__range" aria-live="polite">
        Page {pageIndex + 1}: {shown === 0 ? 'no rows' : `rows ${first}–${first + shown - 1}`}
      </p>
      <div className="table-pager__steps">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onPrevious}
          disabled={pageIndex === 0}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onNext}
          disabled={!hasNext}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
