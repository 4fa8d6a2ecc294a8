import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductionRequest } from '../../../../../shared/api/requests-production-operations';
import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { showError, showSuccess } from '../../../lib/notify';
import {
  useApplicationSubscriptions,
  useDepartments,
  useMyApplications,
  useProductionRequest,
  useProjects,
  useRequesterProfile,
  useSendProductionRequest,
} from '../api/production-request-calls';
import {
  toProductionPayload,
  type ProductionFormInput,
} from '../production/production-form-schema';
import { ProductionRequestForm, type PickList } from '../production/production-request-form';
import { failureText } from '../production/failure-text';
import '../requests.css';
import { PageMeta } from '../../../components/page-meta';

function editDefaults(request: ProductionRequest): Partial<ProductionFormInput> {
  const usage = request.apiUsage[request.service];
  return {
    department: request.department,
    project: request.project,
    applicationName: request.applicationName,
    service: request.service,
    plan: usage?.plan,
    purpose: usage?.purposeOfUtilization ?? '',
    rate: usage?.apiRateLimit ?? '',
    apiVolume: usage?.apiVolume ?? '',
    burst: usage?.burst ?? '',
    applicationDL: request.applicationDL,
    responseTime: request.responseTime ?? '',
    requestPerMonth: request.requestPerMonth ?? '',
    businessHours: request.businessHours,
  };
}

/** A list's failure as the spec words it, also toasted once. */
function useListFailure(failed: boolean, text: string): string | undefined {
  useEffect(() => {
    if (failed) showError(text);
  }, [failed, text]);
  return failed ? text : undefined;
}

/**
 * /myRequest/new: the production access request form; `?id=<uniqueId>` edits one (it is
 * resubmitted), `?application=<name>` picks the application.
 */
export function ProductionRequestPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const uniqueId = search.get('id') ?? undefined;
  const existing = useProductionRequest(uniqueId);
  const profile = useRequesterProfile();
  const departments = useDepartments();
  const projects = useProjects();
  const applications = useMyApplications();
  const send = useSendProductionRequest();
  const [failure, setFailure] = useState<string>();
  const [chosenApp, setChosenApp] = useState<string>();
  const appName = chosenApp ?? existing.data?.applicationName ?? search.get('application') ?? '';
  const appId = applications.data?.find((app) => app.applicationName === appName)?.applicationId;
  const subscriptions = useApplicationSubscriptions(appId);
  const sandbox = (subscriptions.data?.subscriptions ?? []).filter(
    (item) => item.stage === 'sandbox',
  );

  const departmentError = useListFailure(departments.isError, messages.departmentListFailed);
  const projectError = useListFailure(projects.isError, messages.projectListFailed);
  const departmentList: PickList = {
    loading: departments.isPending,
    error: departmentError,
    options: (departments.data?.items ?? []).map(({ name }) => ({ value: name, label: name })),
  };
  const projectList: PickList = {
    loading: projects.isPending,
    error: projectError,
    options: (projects.data?.items ?? []).map(({ name, department }) => ({
      value: name,
      label: name,
      parent: department,
    })),
  };
  const applicationList: PickList = {
    loading: applications.isPending,
    error: applications.isError ? messages.dataCallFailed : undefined,
    options: (applications.data ?? []).map(({ applicationName }) => ({
      value: applicationName,
      label: applicationName,
    })),
  };
  const services: PickList = {
    loading: Boolean(appId) && subscriptions.isPending,
    error: subscriptions.isError
      ? messages.dataCallFailed
      : subscriptions.isSuccess && sandbox.length === 0
        ? 'This application subscribes to no service in sandbox yet'
        : undefined,
    options: sandbox.map((item) => ({ value: item.service, label: item.apiName })),
  };

  const title = uniqueId ? 'Edit production access request' : 'Request production access';
  // The selects get their first values at mount, so their lists come first (once).
  const [mounted, setMounted] = useState(false);
  const lists =
    departments.isPending ||
    projects.isPending ||
    applications.isPending ||
    (Boolean(appId) && subscriptions.isPending);
  const waiting =
    profile.isPending || (uniqueId !== undefined && existing.isPending) || (!mounted && lists);
  if (!mounted && !waiting) setMounted(true);
  const failed = profile.isError || existing.isError;
  return (
    <div className="container page production-page">
      <PageMeta
        title={`${title} · Marque`}
        description="Ask for production keys of an application's sandbox services."
        noIndex
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'My requests', to: '/myRequest' },
          { label: title },
        ]}
      />
      <header className="page-header">
        <h1>{title}</h1>
        <p>
          Ask for a production key for one service your application already uses in sandbox. An
          administrator reviews the request; you are told by e-mail.
        </p>
      </header>
      {waiting ? (
        <LoadingState label="Loading the form…" />
      ) : failed || !profile.data ? (
        <ErrorState
          onRetry={() => {
            void profile.refetch();
            if (uniqueId) void existing.refetch();
          }}
        />
      ) : (
        <ProductionRequestForm
          requester={profile.data}
          departments={departmentList}
          projects={projectList}
          applications={applicationList}
          services={services}
          onApplicationChange={setChosenApp}
          defaultValues={existing.data ? editDefaults(existing.data) : { applicationName: appName }}
          submitLabel={uniqueId ? 'Resubmit request' : 'Submit request'}
          pending={send.isPending}
          failure={failure}
          onCancel={() => void navigate('/myRequest')}
          onSubmit={(values) => {
            const category = sandbox.find((item) => item.service === values.service)?.category;
            if (!profile.data || !category) {
              setFailure(messages.productionFormFailed);
              return;
            }
            setFailure(undefined);
            send.mutate(
              { body: toProductionPayload(values, category), uniqueId },
              {
                onSuccess: (saved) => {
                  showSuccess(
                    uniqueId
                      ? `Request ${saved.uniqueId} resubmitted.`
                      : `Request ${saved.uniqueId} sent for approval.`,
                  );
                  void navigate('/myRequest');
                },
                onError: (error) => {
                  const text = failureText(error, messages.productionFormFailed);
                  setFailure(text);
                  showError(text);
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}
