import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './use-paging';

describe('usePaging', () => {
  it('starts on the first page of 10 and says the offset of each page', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current).toMatchObject({ pageIndex: 0, pageSize: 10, offset: 0 });
    act(() => result.current.setPageIndex(2));
    expect(result.current.offset).toBe(20);
  });

  it('goes back to the first page with a new page size or on request', () => {
    const { result } = renderHook(() => usePaging());
    act(() => result.current.setPageIndex(3));
    act(() => result.current.setPageSize(30));
    expect(result.current).toMatchObject({ pageIndex: 0, pageSize: 30, offset: 0 });
    act(() => result.current.setPageIndex(1));
    act(() => result.current.firstPage());
    expect(result.current.pageIndex).toBe(0);
  });
});
