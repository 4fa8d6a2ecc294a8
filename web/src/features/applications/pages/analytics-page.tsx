import { isStaffOrAdmin } from '../../../lib/policies';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { rangeFromParams, type DateRange } from '../analytics-range';
import { useServiceAnalytics, type ServiceUsage } from '../api/get-service-analytics';
import { formatCount } from '../components/usage/chart-series';
import { RangeForm } from '../components/usage/range-form';
import { ServiceUsageCard } from '../components/usage/service-usage-card';
import { serviceName } from '../format';
import '../../../components/signed-in.css';
import '../usage.css';
import { PageMeta } from '../../../components/page-meta';

/**
 * /analytics: calls per day over a date range, by plan: of every service for staff and admins,
 * of the services a partner subscribes to (their own keys) for a partner.
 */
export function AnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFromParams(searchParams);
  const choose = (next: DateRange) => setSearchParams(next, { replace: true });
  const everyService = isStaffOrAdmin(useAuth().user);

  return (
    <div className="container page">
      <PageMeta
        title="Analytics · Marque"
        description="The calls of your applications over time."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Analytics' }]} />
      <header className="page-header">
        <h1>Analytics</h1>
        <p>
          {everyService
            ? 'Calls per day of each service, summed over every key, and by plan.'
            : 'Calls per day of each service you subscribe to, summed over your keys, and by plan.'}
        </p>
      </header>
      <RangeForm key={`${range.from}/${range.to}`} range={range} onSubmit={choose} />
      <ServicesUsage range={range} everyService={everyService} />
    </div>
  );
}

function ServicesUsage({ range, everyService }: { range: DateRange; everyService: boolean }) {
  const analytics = useServiceAnalytics(range);
  if (analytics.isPending) return <LoadingState label="Loading the analytics…" />;
  if (analytics.isError) {
    return (
      <ErrorState
        message={errorMessage(analytics.error)}
        onRetry={() => void analytics.refetch()}
      />
    );
  }
  const services = analytics.data;
  const total = services.reduce((sum, service) => sum + service.calls, 0);
  if (services.length === 0) {
    return everyService ? (
      <EmptyState title="No services" message="No service has a usage plan yet." />
    ) : (
      <EmptyState
        title="No subscriptions"
        message="Subscribe an application to a service to see its calls here."
      />
    );
  }
  const byCalls = [...services].sort(
    (a, b) => b.calls - a.calls || a.apiName.localeCompare(b.apiName),
  );
  const busy = byCalls.filter((service) => service.calls > 0);
  // A wall of flat charts says less than one line naming the services nobody called.
  const quiet = byCalls.filter((service) => service.calls === 0);
  const name = (service: ServiceUsage) => service.apiName || serviceName(service.service);
  return (
    <section aria-label="Services" aria-busy={analytics.isPlaceholderData}>
      <p className="usage-total" aria-live="polite">
        {formatCount(total)} {total === 1 ? 'call' : 'calls'} across {services.length}{' '}
        {services.length === 1 ? 'service' : 'services'}.
      </p>
      {busy.length > 0 ? (
        <ul className="usage-cards">
          {busy.map((service) => (
            <li key={service.service}>
              <ServiceUsageCard service={service} name={name(service)} />
            </li>
          ))}
        </ul>
      ) : null}
      {quiet.length > 0 ? (
        <section className="quiet-services" aria-labelledby="quiet-services-title">
          <h2 id="quiet-services-title">No calls in this range</h2>
          <ul>
            {quiet.map((service) => (
              <li key={service.service}>{name(service)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
