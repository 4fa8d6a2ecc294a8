import { Link, useSearchParams } from 'react-router-dom';
import { uniqueIdSchema } from '../../../../../shared/api/requests-production-operations';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { useProductionRequest } from '../api/production-request-calls';
import { ProductionStatusBadge } from '../components/production-status-badge';
import { formatTime } from '../components/production-requests-table';
import { RevealProdKey } from '../components/reveal-prod-key';
import '../requests.css';
import { PageMeta } from '../../../components/page-meta';

function Item({ term, value }: { term: string; value?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}

/** /microservicedetail?id=<uniqueId>: one production access request in full (spec §2, §3). */
export function MicroserviceDetailPage() {
  const [search] = useSearchParams();
  const { user } = useAuth();
  const id = search.get('id') ?? '';
  const valid = uniqueIdSchema.safeParse(id).success;
  const request = useProductionRequest(valid ? id : undefined);
  const back = user?.isAdmin ? { label: 'Access requests', to: '/admin/access' } : undefined;

  const body = !valid ? (
    <EmptyState title="No such request" message="The link does not name a request." />
  ) : request.isPending ? (
    <LoadingState label="Loading the request…" />
  ) : request.isError ? (
    isApiError(request.error) && request.error.status === 404 ? (
      <EmptyState title="No such request" message="It does not exist or is not yours." />
    ) : (
      <ErrorState onRetry={() => void request.refetch()} />
    )
  ) : (
    (() => {
      const r = request.data;
      const usage = r.apiUsage[r.service];
      const mine = !user?.isAdmin || r.requester === user.email;
      return (
        <>
          <p>
            <ProductionStatusBadge status={r.status} />
          </p>
          <section className="request-section" aria-labelledby="request-service">
            <h2 id="request-service">Service</h2>
            <dl className="request-detail">
              <Item term="Application" value={r.applicationName} />
              <Item term="Service" value={r.service} />
              <Item term="Category" value={usage?.category} />
              <Item term="Plan" value={usage?.plan} />
              <Item term="Resources" value={usage?.resources.join(', ')} />
              <Item term="Purpose of utilization" value={usage?.purposeOfUtilization} />
              <Item term="Volume" value={usage?.apiVolume} />
              <Item term="Rate" value={usage?.apiRateLimit} />
              <Item term="Burst" value={usage?.burst} />
              <Item term="Owner" value={usage?.owner} />
            </dl>
          </section>
          <section className="request-section" aria-labelledby="request-traffic">
            <h2 id="request-traffic">Expected traffic</h2>
            <dl className="request-detail">
              <Item term="Response time (ms)" value={r.responseTime} />
              <Item term="Requests per month" value={r.requestPerMonth} />
              <Item term="Business hours" value={r.businessHours} />
            </dl>
          </section>
          <section className="request-section" aria-labelledby="request-requester">
            <h2 id="request-requester">Requester</h2>
            <dl className="request-detail">
              <Item term="Name" value={`${r.firstname} ${r.lastname}`} />
              <Item term="E-mail" value={r.email} />
              <Item term="Contact" value={r.contact} />
              <Item term="Organization" value={r.organization} />
              <Item term="Department" value={r.department} />
              <Item term="Project" value={r.project} />
              <Item term="Application DL" value={r.applicationDL} />
            </dl>
          </section>
          <section className="request-section" aria-labelledby="request-history">
            <h2 id="request-history">History</h2>
            <dl className="request-detail">
              <Item term="Request id" value={r.uniqueId} />
              <Item term="Requested" value={formatTime(r.createdAt)} />
              <Item term="Last change" value={formatTime(r.updatedAt)} />
              <Item term="Last updated by" value={r.lastUpdatedBy} />
              <Item term="Decided by" value={r.admin} />
              <Item term="Reason" value={r.reason} />
            </dl>
          </section>
          {r.status === 'Approved' && r.prodKey && mine ? (
            <RevealProdKey uniqueId={r.uniqueId} maskedKey={r.prodKey.maskedKey} />
          ) : null}
        </>
      );
    })()
  );

  return (
    <div className="container page">
      <PageMeta
        title="Production request · Marque"
        description="A production access request with its services, plan and decision."
        noIndex
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          back ?? { label: 'My requests', to: '/myRequest' },
          { label: 'Production request' },
        ]}
      />
      <header className="page-header">
        <h1>Production request</h1>
        {!user?.isAdmin ? (
          <p>
            All your requests are in <Link to="/myRequest">My requests</Link>.
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
