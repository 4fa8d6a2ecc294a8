import type { CostLine } from '../../../../../../shared/api/admin-insights-operations';
import { formatCount, formatRupees } from './chart-format';

/**
 * Estimated cost per line as horizontal bars (plain HTML: a bar's length is the only graphic,
 * and its label and amount are text), the largest first.
 */
export function CostBars({ title, lines }: { title: string; lines: readonly CostLine[] }) {
  const top = Math.max(...lines.map((line) => line.cost), 0);
  return (
    <figure className="cost-bars" aria-label={title}>
      <figcaption className="cost-bars__title">{title}</figcaption>
      <ul className="cost-bars__list">
        {lines.map((line) => (
          <li key={line.key} className="cost-bars__row">
            <span className="cost-bars__label">{line.label}</span>
            <span className="cost-bars__track" aria-hidden="true">
              <span
                className="cost-bars__bar"
                style={{ width: `${top > 0 ? Math.max(1, (line.cost / top) * 100) : 0}%` }}
              />
            </span>
            <span className="cost-bars__value">
              {formatRupees(line.cost)} · {formatCount(line.calls)} calls
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
