import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  getApplication,
  listApplications,
} from '../../../../../shared/api/applications-operations';
import { getProfile } from '../../../../../shared/api/account-operations';
import {
  cancelProductionRequest,
  decideProductionRequest,
  getProductionRequest,
  listDepartments,
  listMyProductionRequests,
  listProductionRequests,
  listProjects,
  requestProdKeyCode,
  resubmitProductionRequest,
  revealProdKey,
  submitProductionRequest,
  type ProductionRequestBody,
  type ProductionRequestState,
} from '../../../../../shared/api/requests-production-operations';
import { callOperation } from '../../../lib/api-client';

const productionKey = ['requests', 'production'] as const;

export function useDepartments() {
  return useQuery({
    queryKey: [...productionKey, 'departments'],
    queryFn: ({ signal }) => callOperation(listDepartments, { signal }),
  });
}

export function useProjects() {
  return useQuery({
    queryKey: [...productionKey, 'projects'],
    queryFn: ({ signal }) => callOperation(listProjects, { query: {}, signal }),
  });
}

/** The profile the requester's names come from (the account area's query key: one cache). */
export function useRequesterProfile() {
  return useQuery({
    queryKey: ['profile', 'me'],
    queryFn: ({ signal }) => callOperation(getProfile, { signal }),
  });
}

/** The caller's applications (the applications area's query key: one cache). */
export function useMyApplications() {
  return useQuery({
    queryKey: ['applications', 'list'],
    queryFn: async ({ signal }) => (await callOperation(listApplications, { signal })).items,
  });
}

/** One application's subscriptions, for its sandbox services. */
export function useApplicationSubscriptions(applicationId: string | undefined) {
  return useQuery({
    queryKey: ['applications', 'detail', applicationId ?? ''],
    queryFn: ({ signal }) =>
      callOperation(getApplication, { params: { applicationId: applicationId ?? '' }, signal }),
    enabled: Boolean(applicationId),
  });
}

interface Page {
  limit: number;
  cursor?: string;
}

export function useMyProductionRequests({ limit, cursor }: Page) {
  return useQuery({
    queryKey: [...productionKey, 'mine', limit, cursor ?? ''],
    queryFn: ({ signal }) =>
      callOperation(listMyProductionRequests, { query: { limit, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductionRequest(uniqueId: string | undefined) {
  return useQuery({
    queryKey: [...productionKey, 'one', uniqueId ?? ''],
    queryFn: ({ signal }) =>
      callOperation(getProductionRequest, { params: { uniqueId: uniqueId ?? '' }, signal }),
    enabled: Boolean(uniqueId),
  });
}

/** Submits a new request, or resubmits (edits) the one with `uniqueId`. */
export function useSendProductionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, uniqueId }: { body: ProductionRequestBody; uniqueId?: string }) =>
      uniqueId
        ? callOperation(resubmitProductionRequest, { params: { uniqueId }, body })
        : callOperation(submitProductionRequest, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKey }),
  });
}

export function useCancelProductionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uniqueId: string) =>
      callOperation(cancelProductionRequest, { params: { uniqueId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKey }),
  });
}

export function useAdminProductionRequests({
  status,
  limit,
  cursor,
}: Page & { status: ProductionRequestState }) {
  return useQuery({
    queryKey: [...productionKey, 'admin', status, limit, cursor ?? ''],
    queryFn: ({ signal }) =>
      callOperation(listProductionRequests, { query: { status, limit, cursor }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ProductionDecisionInput = z.input<NonNullable<typeof decideProductionRequest.body>>;

export function useDecideProductionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uniqueId, ...body }: ProductionDecisionInput & { uniqueId: string }) =>
      callOperation(decideProductionRequest, { params: { uniqueId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKey }),
  });
}

export function useRequestProdKeyCode() {
  return useMutation({
    mutationFn: (uniqueId: string) => callOperation(requestProdKeyCode, { params: { uniqueId } }),
  });
}

export function useRevealProdKey() {
  return useMutation({
    mutationFn: ({ uniqueId, code }: { uniqueId: string; code: string }) =>
      callOperation(revealProdKey, { params: { uniqueId }, body: { code } }),
  });
}

/** Resubmits a request unchanged (after a rejection): its stored fields, sent again. */
export function useResubmitAsIs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uniqueId: string) => {
      const stored = await callOperation(getProductionRequest, { params: { uniqueId } });
      const body: ProductionRequestBody = {
        department: stored.department,
        project: stored.project,
        applicationName: stored.applicationName,
        apiUsage: stored.apiUsage,
        responseTime: stored.responseTime,
        requestPerMonth: stored.requestPerMonth,
        businessHours: stored.businessHours,
        applicationDL: stored.applicationDL,
      };
      return callOperation(resubmitProductionRequest, { params: { uniqueId }, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKey }),
  });
}
