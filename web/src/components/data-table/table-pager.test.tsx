import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CursorPager } from '../../features/requests/components/cursor-pager';
import { TablePager } from './table-pager';

const pager = { label: 'Users', pageSize: 10, onPageSize: vi.fn() };

describe('the pagers under a table', () => {
  it("say 'No rows' for an empty table, never 'rows 0–0'", () => {
    render(<TablePager {...pager} pageIndex={0} rowCount={0} onPageIndex={vi.fn()} />);
    expect(screen.getByText('No rows')).toBeVisible();
    render(
      <CursorPager
        {...pager}
        pageIndex={0}
        shown={0}
        hasNext={false}
        onPrevious={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByText('Page 1: no rows')).toBeVisible();
  });

  it('say which rows they show', () => {
    render(<TablePager {...pager} pageIndex={1} rowCount={25} onPageIndex={vi.fn()} />);
    expect(screen.getByText('11–20 of 25')).toBeVisible();
    render(
      <CursorPager
        {...pager}
        pageIndex={1}
        shown={4}
        hasNext={false}
        onPrevious={vi.fn()}
        onNext={vi.fn()}
      />,
    );
    expect(screen.getByText('Page 2: rows 11–14')).toBeVisible();
  });
});
