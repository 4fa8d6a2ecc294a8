import { CallsChart } from './calls-chart';
import { formatCount, seriesColors } from './chart-series';
import { QuotaMeter } from './quota-meter';

export interface SubscriptionUsageView {
  apiName: string;
  stage: string;
  tier: string;
  /** Each day of the month so far (UTC) with its calls. */
  days: readonly { date: string; calls: number }[];
  used: number;
  remaining: number;
  quota: number;
  rate: number;
  burst: number;
}

/** One subscription's month: calls per day, the quota meter and the plan's limits. */
export function SubscriptionUsageCard({ usage }: { usage: SubscriptionUsageView }) {
  const name = `${usage.apiName} (${usage.stage})`;
  return (
    <article className="card usage-card" aria-label={name}>
      <div className="usage-card__head">
        <h3>
          {usage.apiName} <span className="usage-card__stage">· {usage.stage}</span>
        </h3>
        <span className="plan-pill">{usage.tier}</span>
      </div>
      <dl className="usage-facts">
        <div>
          <dt>Rate</dt>
          <dd>{formatCount(usage.rate)} requests/s</dd>
        </div>
        <div>
          <dt>Burst</dt>
          <dd>{formatCount(usage.burst)}</dd>
        </div>
        <div>
          <dt>Quota</dt>
          <dd>{formatCount(usage.quota)} a month</dd>
        </div>
      </dl>
      <QuotaMeter
        label={`${name} quota used this month`}
        used={usage.used}
        remaining={usage.remaining}
        quota={usage.quota}
      />
      <CallsChart
        title={`Calls per day of ${name}`}
        dates={usage.days.map((day) => day.date)}
        series={[
          { label: 'Calls', values: usage.days.map((day) => day.calls), color: seriesColors[0] },
        ]}
      />
    </article>
  );
}
