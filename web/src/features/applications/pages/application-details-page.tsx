import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { tiersOffered } from '../../../../../shared/plans';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { isApiError } from '../../../lib/api-error';
import { getConfig } from '../../../lib/config';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useApplicationDetail, type ApplicationDetail } from '../api/get-application';
import { useUnsubscribe } from '../api/subscription-calls';
import { applicationsPaths } from '../applications-paths';
import { ClientCertificatesPanel } from '../components/client-certificates-panel';
import { ClientCredentialsPanel } from '../components/client-credentials-panel';
import { RotateKeyDialog } from '../components/rotate-key-dialog';
import { SubscriptionsTable } from '../components/subscriptions-table';
import { formatDate, formatDateTime } from '../format';
import '../../../components/signed-in.css';
import '../applications.css';
import '../credentials.css';
import { PageMeta } from '../../../components/page-meta';

// A form of its own (react-hook-form and its resolver): loaded when a plan is to be changed.
const ChangePlanDialog = lazy(() =>
  import('../components/change-plan-dialog').then((m) => ({ default: m.ChangePlanDialog })),
);

/**
 * /application/appdetails?applicationId=…: one application, its subscriptions, client
 * credentials and client certificates.
 */
export function ApplicationDetailsPage() {
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('applicationId') ?? '';
  return (
    <div className="container page">
      {applicationId ? (
        <ApplicationDetails applicationId={applicationId} />
      ) : (
        <NoApplication title="Application details" />
      )}
    </div>
  );
}

function NoApplication({ title }: { title: string }) {
  return (
    <>
      <PageMeta title={`${title} · Marque`} description="One of your applications." noIndex />
      <h1>{title}</h1>
      <EmptyState title="No such application" message="Choose one from your applications.">
        <Link className="button" to={applicationsPaths.list}>
          My Applications
        </Link>
      </EmptyState>
    </>
  );
}

function ApplicationDetails({ applicationId }: { applicationId: string }) {
  const detail = useApplicationDetail(applicationId);
  if (detail.isPending) return <LoadingState label="Loading the application…" />;
  if (detail.isError) {
    const missing =
      isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400);
    return missing ? (
      <NoApplication title="Application details" />
    ) : (
      <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
    );
  }
  return <ApplicationView detail={detail.data} />;
}

function ApplicationView({ detail }: { detail: ApplicationDetail }) {
  const { item, subscriptions } = detail;
  const tiers = tiersOffered(getConfig().stage);
  const unsubscribe = useUnsubscribe();
  const [ending, setEnding] = useState<SubscriptionItem>();
  const [changing, setChanging] = useState<SubscriptionItem>();
  const [rotating, setRotating] = useState<SubscriptionItem>();
  const [announcement, setAnnouncement] = useState('');

  const confirmUnsubscribe = (subscription: SubscriptionItem) =>
    unsubscribe.mutate(subscription, {
      onSuccess: () => {
        setEnding(undefined);
        setAnnouncement(`Unsubscribed from ${subscription.apiName}.`);
      },
      onError: (error) => showError(errorMessage(error)),
    });

  return (
    <>
      <PageMeta
        title={`${item.applicationName} · My Applications · Marque`}
        description="Your application's subscriptions, keys and credentials."
        noIndex
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'My Applications', to: applicationsPaths.list },
          { label: item.applicationName },
        ]}
      />
      <header className="page-header">
        <h1>{item.applicationName}</h1>
        {item.applicationDescription ? <p>{item.applicationDescription}</p> : null}
        {subscriptions.some((subscription) => subscription.stage === 'sandbox') ? (
          <Link
            className="button button--secondary"
            to={`/myRequest/new?application=${encodeURIComponent(item.applicationName)}`}
          >
            Request production access
          </Link>
        ) : null}
      </header>
      <dl className="app-facts">
        <div>
          <dt>Organization</dt>
          <dd>{item.organization || '—'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(item.createdAt)}</dd>
        </div>
        <div>
          <dt>Subscriptions</dt>
          <dd>{subscriptions.length}</dd>
        </div>
      </dl>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {subscriptions.length === 0 ? (
        <EmptyState
          title="No subscriptions yet"
          message="Subscribe this application to a service from the API products to get its API key."
        >
          <Link className="button" to="/apis/category">
            Browse API products
          </Link>
        </EmptyState>
      ) : (
        <SubscriptionsTable
          subscriptions={subscriptions}
          onChangePlan={tiers.length > 1 ? setChanging : undefined}
          onUnsubscribe={setEnding}
          onRotateKey={setRotating}
        />
      )}
      <ClientCredentialsPanel
        applicationId={item.applicationId}
        applicationName={item.applicationName}
      />
      <ClientCertificatesPanel
        applicationId={item.applicationId}
        applicationName={item.applicationName}
      />
      {ending ? (
        <ConfirmDialog
          title="Unsubscribe"
          description={
            <p>
              End the subscription of <strong>{item.applicationName}</strong> to{' '}
              <strong>{ending.apiName}</strong>? Its API key is deleted and stops working at once.
            </p>
          }
          confirmLabel="Unsubscribe"
          pending={unsubscribe.isPending}
          onConfirm={() => confirmUnsubscribe(ending)}
          onCancel={() => setEnding(undefined)}
        />
      ) : null}
      {rotating ? (
        <RotateKeyDialog
          subscription={rotating}
          onClose={() => setRotating(undefined)}
          onRotated={(rotated) => {
            setRotating(undefined);
            const until = rotated.previousKeyExpiresAt;
            setAnnouncement(
              `${rotated.apiName} has a new key.${until ? ` The old key works until ${formatDateTime(until)}.` : ''}`,
            );
          }}
        />
      ) : null}
      {changing ? (
        <Suspense fallback={null}>
          <ChangePlanDialog
            subscription={changing}
            tiers={tiers}
            onClose={() => setChanging(undefined)}
            onChanged={(tier) => {
              setChanging(undefined);
              setAnnouncement(`${changing.apiName} is now on the ${tier} plan.`);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
