import { Stack } from 'aws-cdk-lib';
import { CfnStage } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

/**
 * The log groups the product APIs' stages write their access logs to (one per product stage,
 * shared by every service), found from the stages themselves: what monitoring counts calls and
 * 5xx from, whatever else the product APIs come to log.
 */
export function productAccessLogGroups(productApis: IConstruct): LogGroup[] {
  const stack = Stack.of(productApis);
  const key = (value: unknown) => JSON.stringify(stack.resolve(value));
  const nodes = productApis.node.findAll();
  const written = new Set(
    nodes
      .filter((node): node is CfnStage => node instanceof CfnStage)
      .map((stage) => {
        const setting = stage.accessLogSetting as CfnStage.AccessLogSettingProperty | undefined;
        return key(setting?.destinationArn);
      }),
  );
  return nodes.filter(
    (node): node is LogGroup => node instanceof LogGroup && written.has(key(node.logGroupArn)),
  );
}
