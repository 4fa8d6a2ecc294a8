/**
 * `npm run bench`: prints one `name: value` per line (`-- --json`: one JSON object). No test
 * asserts any of these.
 */
import { capacityFigures } from '../../infra/cost/capacity-model';
import { costFigures } from '../../infra/cost/cost-model';
import { withBenchCloud } from './bench-cloud';
import { benchPartner } from './bench-partner';
import { catalogueLatencyFigures } from './catalogue-latency';
import { figureOutput } from './figure-output';
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
  const print = output.print;
  print(webBundleFigures());
  print(await lambdaBundleFigures());
  print(costFigures());
  print(capacityFigures());
  print(templateLimitFigures());
  print(await productAuthorizerFigures());
  await withBenchCloud(async (cloud) => {
    // The production build against this cloud, as `npm start -- --prod` serves it.
    print(await webLighthouseFigures(JSON.stringify(cloud.siteConfig)));
    print(await docsVersusSwaggerFigures(JSON.stringify(cloud.siteConfig)));
    print(await catalogueLatencyFigures(cloud));
    print(await searchLatencyFigures(cloud));
    const partner = await benchPartner(cloud);
    try {
      print(await subscribeLatencyFigures(partner));
      print(await gatewayLimitFigures(partner));
      print(await routeGroupFigures(cloud, partner));
    } finally {
      await partner.signOut();
    }
  });
  output.finish();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
