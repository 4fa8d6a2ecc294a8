import type { ServiceUsage } from '../../api/get-service-analytics';
import { CallsChart } from './calls-chart';
import { formatCount, seriesColors } from './chart-series';

const planLabel = (plan: ServiceUsage['plans'][number]) => `${plan.tier} (${plan.stage})`;

/** One service over the chosen range: calls per day per plan, and each plan's total. */
export function ServiceUsageCard({ service, name }: { service: ServiceUsage; name: string }) {
  const plans = service.plans.filter((plan) => plan.calls > 0);
  const series =
    plans.length > 0
      ? plans.map((plan, index) => ({
          label: planLabel(plan),
          values: plan.days.map((day) => day.calls),
          color: seriesColors[index % seriesColors.length]!,
        }))
      : [{ label: 'Calls', values: service.days.map((day) => day.calls), color: seriesColors[0] }];
  return (
    <article className="card usage-card" aria-label={name}>
      <div className="usage-card__head">
        <h2 className="usage-card__title">{name}</h2>
        <span className="usage-card__total">
          <strong>{formatCount(service.calls)}</strong> {service.calls === 1 ? 'call' : 'calls'}
        </span>
      </div>
      <CallsChart
        title={`Calls per day of ${name} by plan`}
        dates={service.days.map((day) => day.date)}
        series={series}
      />
      {plans.length > 0 ? (
        <table className="data-table tier-table">
          <caption className="visually-hidden">{`Calls of ${name} by plan`}</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col" className="numeric">
                Calls
              </th>
              <th scope="col" className="numeric">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan, index) => (
              <tr key={plan.usagePlanId}>
                <th scope="row">
                  <span
                    className="series-swatch"
                    style={{ background: seriesColors[index % seriesColors.length] }}
                    aria-hidden="true"
                  />
                  {planLabel(plan)}
                </th>
                <td className="numeric">{formatCount(plan.calls)}</td>
                <td className="numeric">{Math.round((plan.calls / service.calls) * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
