import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRepoRoot } from '../constructs/marque-function';
import { prices, usage } from './cost-assumptions';
import { costFigures, costTable, monthlyCost, tracedPerMonth } from './cost-model';

describe('the monthly cost model', () => {
  it('prices the gateway by its calls: portal plus product calls', () => {
    const calls = 1_000 * (usage.portalCallsPerPartner + usage.productCallsPerPartner);
    expect(monthlyCost(1_000).lines['API Gateway']).toBeCloseTo(
      (calls / 1_000_000) * prices.apiGatewayPerMillion,
      2,
    );
  });

  it("charges Cognito only past the Essentials plan's free monthly users", () => {
    expect(monthlyCost(100).lines.Cognito).toBe(0);
    const users = 10_000 * usage.usersPerPartner;
    expect(monthlyCost(10_000).lines.Cognito).toBeCloseTo(
      (users - prices.cognitoFreeMau) * prices.cognitoPerMau,
      2,
    );
  });

  it('has a fixed floor (two web ACLs, alarms) and grows with partners', () => {
    const small = monthlyCost(100);
    const large = monthlyCost(10_000);
    expect(small.lines.WAF).toBeGreaterThanOrEqual(2 * prices.wafPerAclMonth);
    expect(large.total).toBeGreaterThan(monthlyCost(1_000).total);
    expect(monthlyCost(1_000).total).toBeGreaterThan(small.total);
    const sum = Object.values(large.lines).reduce((a, b) => a + b, 0);
    expect(large.total).toBeCloseTo(sum, 2);
  });

  it("counts X-Ray traces of every gateway call, sampled by X-Ray's default rule", () => {
    const month = 30 * 24 * 3600;
    // Below one call a second every call is traced; above it, the first each second and 5%.
    expect(tracedPerMonth(month / 2)).toBe(month / 2);
    expect(tracedPerMonth(11 * month)).toBeCloseTo(month + 10 * month * usage.tracedShare, 0);
    const calls = 10_000 * (usage.portalCallsPerPartner + usage.productCallsPerPartner);
    const xray =
      ((tracedPerMonth(calls) - prices.xrayFreeTraces) / 1_000_000) * prices.xrayPerMillionTraces;
    expect(monthlyCost(10_000).lines['CloudWatch and X-Ray']).toBeGreaterThan(xray);
  });

  it('is the table docs/operations.md shows', () => {
    const readme = readFileSync(fromRepoRoot('docs/operations.md'), 'utf8');
    expect(readme).toContain(costTable());
  });

  it('gives the bench one line per cost line and partner count', () => {
    const figures = costFigures();
    expect(figures['cost 1000 partners total USD/month']).toBe(monthlyCost(1_000).total);
    expect(Object.keys(figures)).toHaveLength(3 * 9);
  });
});
