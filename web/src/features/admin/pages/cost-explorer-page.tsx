import { useState } from 'react';
import type { CostLine } from '../../../../../shared/api/admin-insights-operations';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useCostEstimate } from '../api/insights-queries';
import { formatCount, formatRupees } from '../components/insights/chart-format';
import { CostBars } from '../components/insights/cost-bars';
import { RangeFilter } from '../components/insights/range-filter';
import { defaultRange } from '../lib/insights-range';
import '../../../components/data-table/data-table.css';
import './insights.css';
import { PageMeta } from '../../../components/page-meta';
import { scrollRegion } from '../../../components/data-table/scroll-region';

function CostTable({
  caption,
  heading,
  lines,
}: {
  caption: string;
  heading: string;
  lines: readonly CostLine[];
}) {
  return (
    <div className="table-scroll" {...scrollRegion(caption)}>
      <table className="data-table admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className="numeric">
              Calls
            </th>
            <th scope="col" className="numeric">
              Estimated cost
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td className="numeric">{formatCount(line.calls)}</td>
              <td className="numeric">{formatRupees(line.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/costexplorer: estimated cost per service and application, with its model stated. */
export function CostExplorerPage() {
  const [range, setRange] = useState(() => defaultRange());
  const costs = useCostEstimate(range);

  return (
    <div className="container page">
      <PageMeta
        title="Cost explorer · Admin · Marque"
        description="The estimated cost of the calls per plan, service and application."
        noIndex
      />
      <header className="page-header">
        <h1>Cost explorer</h1>
        <p>An estimate of what the product API calls cost, per service and per application.</p>
      </header>
      <RangeFilter label="Cost range" range={range} onApply={setRange} />
      {costs.isPending ? (
        <LoadingState label="Loading the costs…" />
      ) : costs.isError ? (
        <ErrorState message={errorMessage(costs.error)} onRetry={() => void costs.refetch()} />
      ) : (
        <>
          <p className="cost-model" aria-label="Cost model">
            {costs.data.model}
          </p>
          {costs.data.calls === 0 ? (
            <EmptyState
              title="No calls in this range"
              message={`No product API call from ${costs.data.from} to ${costs.data.to} (UTC), so no cost.`}
            />
          ) : (
            <>
              <p className="cost-total">
                Estimated total from {costs.data.from} to {costs.data.to}:{' '}
                <strong>{formatRupees(costs.data.cost)}</strong> for {formatCount(costs.data.calls)}{' '}
                calls
              </p>
              <CostBars title="Estimated cost per service" lines={costs.data.services} />
              <CostTable
                caption="Estimated cost per service"
                heading="Service"
                lines={costs.data.services}
              />
              <CostTable
                caption="Estimated cost per application"
                heading="Application"
                lines={costs.data.applications}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
