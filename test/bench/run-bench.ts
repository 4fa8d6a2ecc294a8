/** `npm run bench`: prints one `name: value` per line. No test asserts any of these. */
import { costFigures } from '../../infra/cost/cost-model';
import { withBenchCloud } from './bench-cloud';
import { benchPartner } from './bench-partner';
import { catalogueLatencyFigures } from './catalogue-latency';
import { gatewayLimitFigures } from './gateway-limits';
import { lambdaBundleFigures } from './lambda-bundles';
import { searchLatencyFigures } from './search-latency';
import { subscribeLatencyFigures } from './subscribe-latency';
import { webBundleFigures } from './web-bundles';
import { webLighthouseFigures } from './web-lighthouse';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

async function main(): Promise<void> {
  const print = (figures: Record<string, number>) => {
    for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value}`);
  };
  print(webBundleFigures());
  print(await lambdaBundleFigures());
  print(costFigures());
  await withBenchCloud(async (cloud) => {
    // The production build against this cloud, as `npm start -- --prod` serves it.
    print(await webLighthouseFigures(JSON.stringify(cloud.siteConfig)));
    print(await catalogueLatencyFigures(cloud));
    print(await searchLatencyFigures(cloud));
    const partner = await benchPartner(cloud);
    try {
      print(await subscribeLatencyFigures(partner));
      print(await gatewayLimitFigures(partner));
    } finally {
      await partner.signOut();
    }
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
