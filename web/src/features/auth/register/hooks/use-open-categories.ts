import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listCategories } from '../../../../../../shared/api/catalogue-operations';
import { isOpenCategory } from '../../../../../../shared/categories';
import { callOperation } from '../../../../lib/api-client';

/**
 * The categories the catalogue holds as open to every partner, so the register form says so
 * rather than offering an approval for them. Empty until (or unless) the catalogue answers: the
 * server files no request for them whatever the form sends.
 */
export function useOpenCategories(): ReadonlySet<string> {
  const { data } = useQuery({
    // The catalogue pages' key for the same call: one answer serves both.
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => callOperation(listCategories, { signal }),
  });
  return useMemo(
    () => new Set((data?.items ?? []).filter(isOpenCategory).map((category) => category.name)),
    [data],
  );
}
