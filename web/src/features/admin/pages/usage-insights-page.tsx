import { useId, useMemo, useState } from 'react';
import {
  usageGroupings,
  type UsageGrouping,
} from '../../../../../shared/api/admin-insights-operations';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useUsageInsights } from '../api/insights-queries';
import { formatCount, stackColors, toStackSeries } from '../components/insights/chart-format';
import { RangeFilter } from '../components/insights/range-filter';
import { StackedChart } from '../components/insights/stacked-chart';
import { defaultRange } from '../lib/insights-range';
import '../../../components/data-table/data-table.css';
import './insights.css';
import { PageMeta } from '../../../components/page-meta';
import { scrollRegion } from '../../../components/data-table/scroll-region';

const groupingLabels: Record<UsageGrouping, string> = {
  service: 'Service',
  application: 'Application',
  plan: 'Plan',
};

/** /admin/usageInsights: calls per day by service, application or plan over a date range. */
export function UsageInsightsPage() {
  const groupId = useId();
  const [range, setRange] = useState(() => defaultRange());
  const [groupBy, setGroupBy] = useState<UsageGrouping>('service');
  const [draftGroup, setDraftGroup] = useState<UsageGrouping>('service');
  const usage = useUsageInsights(range, groupBy);
  const series = useMemo(() => toStackSeries(usage.data?.groups ?? []), [usage.data]);
  const dates = useMemo(
    () => usage.data?.groups[0]?.days.map((day) => day.date) ?? [],
    [usage.data],
  );
  const label = groupingLabels[groupBy].toLowerCase();

  return (
    <div className="container page">
      <PageMeta
        title="Usage insights · Admin · Marque"
        description="Calls per service, application and plan across the portal."
        noIndex
      />
      <header className="page-header">
        <h1>Usage insights</h1>
        <p>Calls to the product APIs per day, by service, application or plan, from the gateway.</p>
      </header>
      <RangeFilter
        label="Usage range"
        range={range}
        onApply={(next) => {
          setRange(next);
          setGroupBy(draftGroup);
        }}
      >
        <div className="field">
          <label htmlFor={groupId}>Group by</label>
          <select
            id={groupId}
            className="input"
            value={draftGroup}
            onChange={(event) => setDraftGroup(event.target.value as UsageGrouping)}
          >
            {usageGroupings.map((grouping) => (
              <option key={grouping} value={grouping}>
                {groupingLabels[grouping]}
              </option>
            ))}
          </select>
        </div>
      </RangeFilter>
      {usage.isPending ? (
        <LoadingState label="Loading the usage…" />
      ) : usage.isError ? (
        <ErrorState message={errorMessage(usage.error)} onRetry={() => void usage.refetch()} />
      ) : usage.data.groups.length === 0 ? (
        <EmptyState
          title="No calls in this range"
          message={`No product API call from ${usage.data.from} to ${usage.data.to} (UTC).`}
        />
      ) : (
        <>
          <StackedChart
            title={`Calls per day by ${label}, ${usage.data.from} to ${usage.data.to}`}
            dates={dates}
            series={series}
          />
          <div className="table-scroll" {...scrollRegion('Usage by service')}>
            <table className="data-table admin-table">
              <caption>
                Calls by {label} from {usage.data.from} to {usage.data.to} (UTC)
              </caption>
              <thead>
                <tr>
                  <th scope="col">{groupingLabels[groupBy]}</th>
                  <th scope="col" className="numeric">
                    Calls
                  </th>
                </tr>
              </thead>
              <tbody>
                {usage.data.groups.map((group, index) => (
                  <tr key={group.key}>
                    <th scope="row">
                      <span
                        className="insights-swatch"
                        aria-hidden="true"
                        style={{
                          background:
                            stackColors[Math.min(index, stackColors.length - 1)] ??
                            'var(--color-chart-8)',
                        }}
                      />
                      {group.label}
                    </th>
                    <td className="numeric">{formatCount(group.calls)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="numeric">{formatCount(usage.data.calls)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
