import { Duration } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/** CloudWatch's limit: an alarm on a math expression reads at most 10 metrics (a hard limit). */
export const metricsPerAlarm = 10;

export const period = Duration.minutes(5);

/** `items` in the fewest groups of at most `max`, their sizes as even as can be. */
export function evenGroups<T>(items: readonly T[], max: number): T[][] {
  if (items.length === 0) return [];
  const groups = Math.ceil(items.length / max);
  const size = Math.ceil(items.length / groups);
  const made: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    made.push(items.slice(start, start + size));
  }
  return made;
}

/** Sum of the metrics, a missing series counting as none (metric math's SUM of an array). */
function sumOf(metrics: readonly IMetric[], label: string, idPrefix = 'm'): MathExpression {
  const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`${idPrefix}${i}`, metric]));
  return new MathExpression({
    expression: `SUM([${Object.keys(usingMetrics).join(',')}])`,
    usingMetrics,
    period,
    label,
  });
}

export interface WatchedFunction {
  readonly name: string;
  readonly fn: IFunction;
}

/** Errors of the functions, one summed metric per group of at most 10 functions. */
export function functionErrorGroups(
  functions: readonly WatchedFunction[],
): { names: string[]; metric: MathExpression }[] {
  return evenGroups(functions, metricsPerAlarm).map((group) => ({
    names: group.map((f) => f.name),
    metric: sumOf(
      group.map((f) => f.fn.metricErrors({ statistic: 'Sum', period })),
      'function errors',
    ),
  }));
}

const dynamo = (metricName: string, table: ITable, label?: string) =>
  new Metric({
    namespace: 'AWS/DynamoDB',
    metricName,
    dimensionsMap: { TableName: table.tableName },
    statistic: 'Sum',
    period,
    label,
  });

/**
 * A table's read and write throttle events (table level: TableName is their only dimension),
 * its metric ids prefixed with `id` so several tables fit one graph.
 */
export function tableThrottles(table: ITable, id: string, label: string): MathExpression {
  return sumOf(
    [dynamo('ReadThrottleEvents', table), dynamo('WriteThrottleEvents', table)],
    label,
    id,
  );
}

/** Throttle events of the tables, one summed metric per group of at most 5 tables (10 metrics). */
export function tableThrottleGroups(
  tables: Readonly<Record<string, ITable>>,
): { names: string[]; metric: MathExpression }[] {
  return evenGroups(Object.entries(tables), metricsPerAlarm / 2).map((group) => ({
    names: group.map(([name]) => name),
    metric: sumOf(
      group.flatMap(([, table]) => [
        dynamo('ReadThrottleEvents', table),
        dynamo('WriteThrottleEvents', table),
      ]),
      'throttle events',
    ),
  }));
}

/**
 * A table's system errors over every operation. DynamoDB publishes SystemErrors per table and
 * operation only, so a Metrics Insights query sums the operations (one query per alarm; its
 * WHERE takes `=`, `!=` and AND, so one table per query).
 */
export function tableSystemErrors(table: ITable, label: string): MathExpression {
  return new MathExpression({
    expression:
      'SELECT SUM(SystemErrors) FROM SCHEMA("AWS/DynamoDB", TableName, Operation) ' +
      `WHERE TableName = '${table.tableName}'`,
    period,
    label,
  });
}

/** SES's account reputation (no dimension): the hourly maximum of a rate (0..1). */
export function sesReputation(metricName: 'BounceRate' | 'ComplaintRate', label: string): Metric {
  return new Metric({
    namespace: 'AWS/SES',
    metricName: `Reputation.${metricName}`,
    statistic: 'Maximum',
    period: Duration.hours(1),
    label,
  });
}
