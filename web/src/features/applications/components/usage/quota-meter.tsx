import { formatCount } from './chart-series';

interface QuotaMeterProps {
  /** Names the meter, e.g. 'Vehicle Status quota this month'. */
  label: string;
  used: number;
  remaining: number;
  quota: number;
}

/** The month's quota as a bar: used against the plan's quota, with the figures in words. */
export function QuotaMeter({ label, used, remaining, quota }: QuotaMeterProps) {
  const share = quota > 0 ? Math.min(used / quota, 1) : 0;
  const percent = share * 100;
  const shown = percent > 0 && percent < 1 ? '<1' : String(Math.round(percent));
  const level = share >= 0.9 ? 'high' : share >= 0.75 ? 'warn' : 'ok';
  return (
    <div className="quota">
      <div
        className={`quota__bar quota__bar--${level}`}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={`${formatCount(used)} of ${formatCount(quota)} calls used (${shown}%)`}
      >
        <span style={{ width: used > 0 ? `max(2px, ${percent}%)` : 0 }} />
      </div>
      <p className="quota__figures">
        <span>
          <strong>{formatCount(used)}</strong> used ({shown}%)
        </span>
        <span>
          <strong>{formatCount(remaining)}</strong> remaining of {formatCount(quota)}
        </span>
      </p>
    </div>
  );
}
