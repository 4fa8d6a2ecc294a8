import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApplicationItem } from '../../../../../shared/api/applications-operations';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useApplications } from '../../../lib/applications/applications-query';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useDeleteApplication } from '../api/delete-application';
import { createParam } from '../applications-paths';
import { ApplicationsTable } from '../components/applications-table';
import '../../../components/signed-in.css';
import '../applications.css';
import { PageMeta } from '../../../components/page-meta';

// The form library and the contract's schemas load when someone creates, not with the list.
const CreateApplicationDialog = lazy(() =>
  import('../components/create-application-dialog').then((m) => ({
    default: m.CreateApplicationDialog,
  })),
);

/** /application: the user's applications, create and delete. */
export function ApplicationsPage() {
  const applications = useApplications();
  const remove = useDeleteApplication();
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = searchParams.get(createParam) === '1';
  const [deleting, setDeleting] = useState<ApplicationItem>();
  const [announcement, setAnnouncement] = useState('');

  const setCreating = (open: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (open) next.set(createParam, '1');
    else next.delete(createParam);
    setSearchParams(next, { replace: true });
  };
  const askDelete = useCallback((application: ApplicationItem) => setDeleting(application), []);
  const confirmDelete = (application: ApplicationItem) =>
    remove.mutate(application.applicationId, {
      onSuccess: () => {
        setDeleting(undefined);
        setAnnouncement(`Application ${application.applicationName} deleted.`);
      },
      onError: (error) => showError(errorMessage(error)),
    });

  return (
    <div className="container page">
      <PageMeta
        title="My Applications · Marque"
        description="Your applications, their subscriptions and keys."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Applications' }]} />
      <header className="page-header apps-header">
        <div>
          <h1>My Applications</h1>
          <p>Each application gathers the API keys of its subscriptions.</p>
        </div>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          Create application
        </button>
      </header>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {applications.isPending ? (
        <LoadingState label="Loading your applications…" />
      ) : applications.isError ? (
        <ErrorState
          message={errorMessage(applications.error)}
          onRetry={() => void applications.refetch()}
        />
      ) : applications.data.length === 0 ? (
        <EmptyState
          title="No applications yet"
          message="Create an application, then subscribe it to a service from the API products."
        >
          <button type="button" className="button" onClick={() => setCreating(true)}>
            Create application
          </button>
        </EmptyState>
      ) : (
        <ApplicationsTable applications={applications.data} onDelete={askDelete} />
      )}
      {creating ? (
        <Suspense fallback={null}>
          <CreateApplicationDialog
            existingNames={
              applications.data?.map((application) => application.applicationName) ?? []
            }
            onClose={() => setCreating(false)}
            onCreated={(name) => {
              setCreating(false);
              setAnnouncement(`Application ${name} created.`);
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete application"
          description={
            <p>
              Delete <strong>{deleting.applicationName}</strong>? Its subscriptions end and their
              API keys stop working at once.
            </p>
          }
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
}
