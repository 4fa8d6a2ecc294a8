import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  listAuditEntries,
  type listAuditEntriesQuerySchema,
} from '../../../../../shared/api/admin-accounts-operations';
import { getCatalogueSummary } from '../../../../../shared/api/admin-operations';
import { callOperation } from '../../../lib/api-client';
import { adminAreaKey } from './accounts-queries';

export type AuditQuery = z.input<typeof listAuditEntriesQuerySchema>;

export function useAuditEntries(query: AuditQuery) {
  return useQuery({
    queryKey: [...adminAreaKey, 'audit', query],
    queryFn: ({ signal }) => callOperation(listAuditEntries, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueSummary() {
  return useQuery({
    queryKey: [...adminAreaKey, 'catalogueSummary'],
    queryFn: ({ signal }) => callOperation(getCatalogueSummary, { signal }),
  });
}
