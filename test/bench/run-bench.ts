/**
 * `npm run bench`: prints one `name: value` per line (`-- --json`: one JSON object). No test
 * asserts any of these.
 */
import { capacityFigures } from '../../infra/cost/capacity-model';
import { costFigures } from '../../infra/cost/cost-model';
import { withBenchCloud } from './bench-cloud';
import { benchPartner } from './bench-partner';
import { catalogueLatencyFigures } from './catalogue-latency';
import { figureOutput, type Figures } from './figure-output';
import { firstCallFigures } from './first-call-figures';
import { gatewayLimitFigures } from './gateway-limits';
import { lambdaBundleFigures } from './lambda-bundles';
import { productAuthorizerFigures } from './product-authorizer';
import { docsVersusSwaggerFigures } from './reference/docs-vs-swagger';
import { routeGroupFigures } from './route-group-latency';
import { searchLatencyFigures } from './search-latency';
import { subscribeLatencyFigures } from './subscribe-latency';
import { templateLimitFigures } from './template-limits';
import { webBundleFigures } from './web-bundles';
import { webLighthouseFigures } from './web-lighthouse';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

async function main(): Promise<void> {
  const output = figureOutput(process.argv.slice(2));
  /** Prints a group's figures, and on stderr how long measuring them took. */
  const measure = async (name: string, figures: () => Figures | Promise<Figures>) => {
    const started = Date.now();
    output.print(await figures());
    console.error(`--- bench ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s wall time`);
  };
  await measure('web bundles', webBundleFigures);
  await measure('lambda bundles', lambdaBundleFigures);
  await measure('cost', costFigures);
  await measure('capacity', capacityFigures);
  await measure('product authorizer', productAuthorizerFigures);
  await measure('local cloud', () =>
    withBenchCloud(
      async (cloud) => {
        // The production build against this cloud, as `npm start -- --prod` serves it.
        const siteConfig = JSON.stringify(cloud.siteConfig);
        await measure('lighthouse', () => webLighthouseFigures(siteConfig));
        await measure('docs versus swagger', () => docsVersusSwaggerFigures(siteConfig));
        await measure('catalogue latency', () => catalogueLatencyFigures(cloud));
        await measure('search latency', () => searchLatencyFigures(cloud));
        const partner = await benchPartner(cloud);
        try {
          await measure('subscribe latency', () => subscribeLatencyFigures(partner));
          await measure('gateway limits', () => gatewayLimitFigures(partner));
          await measure('route groups', () => routeGroupFigures(cloud, partner));
        } finally {
          await partner.signOut();
        }
        return {};
      },
      // Sizes and counts only: synthesised while the cloud starts (the two took 11 and ~20 s).
      () => measure('template limits', templateLimitFigures),
    ),
  );
  // A browser journey on a portal of its own: after the bench cloud has stopped, so the two never
  // share the CPU.
  await measure('first call', firstCallFigures);
  output.finish();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
