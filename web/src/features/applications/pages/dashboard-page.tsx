import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useUsage, type SubscriptionUsage } from '../api/get-usage';
import { applicationsPaths } from '../applications-paths';
import { SubscriptionUsageCard } from '../components/usage/subscription-usage-card';
import '../../../components/signed-in.css';
import '../usage.css';
import { PageMeta } from '../../../components/page-meta';

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** /dashboard (My Dashboard): this month's calls of each of the user's subscriptions. */
export function DashboardPage() {
  return (
    <div className="container page">
      <PageMeta
        title="My Dashboard · Marque"
        description="Your calls per service and plan this month, against each plan's quota."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Dashboard' }]} />
      <header className="page-header">
        <h1>My Dashboard</h1>
        <p>
          Calls of your applications’ API keys in {monthFormat.format(new Date())} (UTC days),
          against each plan’s monthly quota. Other dates: <Link to="/analytics">Analytics</Link>.
        </p>
      </header>
      <Usage />
    </div>
  );
}

function Usage() {
  const usage = useUsage();
  if (usage.isPending) return <LoadingState label="Loading your usage…" />;
  if (usage.isError) {
    return <ErrorState message={errorMessage(usage.error)} onRetry={() => void usage.refetch()} />;
  }
  if (usage.data.length === 0) {
    return (
      <EmptyState
        title="No subscriptions yet"
        message="Subscribe one of your applications to a service to see its calls here."
      >
        <Link className="button" to={applicationsPaths.list}>
          My Applications
        </Link>
      </EmptyState>
    );
  }
  return <UsageByApplication items={usage.data} />;
}

interface ApplicationGroup {
  applicationId: string;
  applicationName: string;
  items: SubscriptionUsage[];
}

function groupByApplication(items: readonly SubscriptionUsage[]): ApplicationGroup[] {
  const groups = new Map<string, ApplicationGroup>();
  for (const item of items) {
    const group = groups.get(item.applicationId) ?? {
      applicationId: item.applicationId,
      applicationName: item.applicationName,
      items: [],
    };
    group.items.push(item);
    groups.set(item.applicationId, group);
  }
  return [...groups.values()].sort((a, b) => a.applicationName.localeCompare(b.applicationName));
}

const filterParam = 'applicationId';

function UsageByApplication({ items }: { items: readonly SubscriptionUsage[] }) {
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const groups = groupByApplication(items);
  const chosen = searchParams.get(filterParam) ?? '';
  const shown = groups.filter((group) => !chosen || group.applicationId === chosen);

  const choose = (applicationId: string) => {
    const next = new URLSearchParams(searchParams);
    if (applicationId) next.set(filterParam, applicationId);
    else next.delete(filterParam);
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <div className="usage-toolbar">
        <div className="field">
          <label htmlFor={filterId}>Application</label>
          <select
            id={filterId}
            className="select"
            value={shown.length > 0 ? chosen : ''}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">All applications ({groups.length})</option>
            {groups.map((group) => (
              <option key={group.applicationId} value={group.applicationId}>
                {group.applicationName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {(shown.length > 0 ? shown : groups).map((group) => (
        <section
          key={group.applicationId}
          className="usage-group"
          aria-labelledby={`${filterId}-${group.applicationId}`}
        >
          <h2 id={`${filterId}-${group.applicationId}`}>
            <Link to={applicationsPaths.details(group.applicationId)}>{group.applicationName}</Link>
          </h2>
          <ul className="usage-cards">
            {group.items.map((item) => (
              <li key={`${item.service}.${item.stage}`}>
                <SubscriptionUsageCard usage={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
