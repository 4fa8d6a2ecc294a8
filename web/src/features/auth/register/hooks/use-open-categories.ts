import { useMemo } from 'react';
import { isOpenCategory } from '../../../../../../shared/categories';
import { useCategories } from '../../../catalogue/api/get-categories';

/**
 * The categories the catalogue holds as open to every partner, so the register form says so
 * rather than offering an approval for them. Empty until (or unless) the catalogue answers: the
 * server files no request for them whatever the form sends.
 */
export function useOpenCategories(): ReadonlySet<string> {
  const { data } = useCategories();
  return useMemo(
    () => new Set((data ?? []).filter(isOpenCategory).map((category) => category.name)),
    [data],
  );
}
