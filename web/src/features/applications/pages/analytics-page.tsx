import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { rangeFromParams, type DateRange } from '../analytics-range';
import { useServiceAnalytics } from '../api/get-service-analytics';
import { formatCount } from '../components/usage/chart-series';
import { RangeForm } from '../components/usage/range-form';
import { ServiceUsageCard } from '../components/usage/service-usage-card';
import { serviceName } from '../format';
import '../../../components/signed-in.css';
import '../usage.css';

/** /analytics (staff and admins): calls per day of every service over a date range, by plan. */
export function AnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = rangeFromParams(searchParams);
  const choose = (next: DateRange) => setSearchParams(next, { replace: true });

  return (
    <div className="container page">
      <title>Analytics · Marque</title>
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
  return (
    <section aria-label="Services" aria-busy={analytics.isPlaceholderData}>
      <p className="usage-total" aria-live="polite">
        {formatCount(total)} {total === 1 ? 'call' : 'calls'} across {services.length}{' '}
        {services.length === 1 ? 'service' : 'services'}.
      </p>
      <ul className="usage-cards">
        {[...services]
          .sort((a, b) => b.calls - a.calls || a.apiName.localeCompare(b.apiName))
          .map((service) => (
            <li key={service.service}>
              <ServiceUsageCard
                service={service}
                name={service.apiName || serviceName(service.service)}
              />
            </li>
          ))}
      </ul>
    </section>
  );
}
