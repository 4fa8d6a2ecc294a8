import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { usagePlans, type PlanTier } from '../../../shared/plans';
import './signed-in.css';

interface PlanOptionsProps {
  /** The tiers this deployment offers (`tiersOffered(stage)`). */
  tiers: readonly PlanTier[];
  registration: UseFormRegisterReturn;
  error?: string;
  legend?: string;
  /** A tier shown but not selectable, e.g. the current plan when changing plans. */
  current?: PlanTier;
}

const count = new Intl.NumberFormat('en-GB');

/** The usage plans as radio cards, each with its monthly quota, rate and burst (spec §9). */
export function PlanOptions({
  tiers,
  registration,
  error,
  legend = 'Usage plan',
  current,
}: PlanOptionsProps) {
  const idPrefix = useId();
  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <fieldset className="plan-options" aria-describedby={errorId}>
      <legend>{legend}</legend>
      <ul className="plan-options__list">
        {tiers.map((tier) => {
          const plan = usagePlans[tier];
          const inputId = `${idPrefix}-${tier}`;
          const limitsId = `${inputId}-limits`;
          return (
            <li key={tier} className="plan-option">
              <input
                id={inputId}
                type="radio"
                value={tier}
                disabled={tier === current}
                aria-describedby={limitsId}
                {...registration}
              />
              <label htmlFor={inputId} className="plan-option__name">
                {tier}
                {tier === current ? ' (current plan)' : ''}
              </label>
              <p id={limitsId} className="plan-option__limits">
                {count.format(plan.quotaPerMonth)} calls a month · rate {plan.ratePerSecond}/s ·
                burst {plan.burst}
              </p>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
