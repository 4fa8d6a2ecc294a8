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

/** /analytics (staff and admins): calls per day of every service over a date range, by plan. */
export function AnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFromParams(searchParams);
  const choose = (next: DateRange) => setSearchParams(next, { replace: true });

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
        <p>Calls per day of each service, summed over every key, and by plan.</p>
      </header>
      <RangeForm key={`${range.from}/${range.to}`} range={range} onSubmit={choose} />
      <ServicesUsage range={range} />
    </div>
  );
}

function ServicesUsage({ range }: { range: DateRange }) {
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
    return <EmptyState title="No services" message="No service has a usage plan yet." />;
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
