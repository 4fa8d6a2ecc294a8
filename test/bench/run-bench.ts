/** `npm run bench`: prints one `name: value` per line. No test asserts any of these. */
import { catalogueLatencyFigures } from './catalogue-latency';
import { lambdaBundleFigures } from './lambda-bundles';
import { webBundleFigures } from './web-bundles';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

async function main(): Promise<void> {
  const print = (figures: Record<string, number>) => {
    for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value}`);
  };
  print(webBundleFigures());
  print(await lambdaBundleFigures());
  print(await catalogueLatencyFigures());
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
