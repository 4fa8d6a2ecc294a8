/**
 * `npm start`: the whole portal on this machine with no AWS account and no internet.
 * Starts the stand-ins (DynamoDB Local, local identity, local gateway, outbox), seeds them,
 * writes web/public/config.json and serves the web app; Ctrl-C stops everything.
 */
import { resolve } from 'node:path';
import { startLocalCloud } from '../infra/local/start-local-cloud';
import { offsetPorts } from '../infra/local/ports';
import { parseLocalOptions } from './local-options';
import { localAdmin } from './local-admin';
import { seededPartner } from '../infra/local/seeds/seeded-partner';
import { startDevSite } from './local-dev-site';
import { startProdSite } from './local-prod-site';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

async function main(): Promise<void> {
  const options = parseLocalOptions(process.argv.slice(2));
  const ports = offsetPorts(options.portsOffset);
  const started = Date.now();
  const cloud = await startLocalCloud({
    ports,
    stage: options.stage,
    dataDir: resolve(options.dataDir),
    fresh: options.fresh,
    inMemory: options.inMemory,
    admin: localAdmin(),
    log: (line) => console.log(`  ${line}`),
  });

  let closeWeb = async () => undefined as void;
  let webUrl = '(not started: --no-web)';
  if (options.web && options.prod) {
    const site = await startProdSite(ports.web, JSON.stringify(cloud.siteConfig));
    webUrl = site.url;
    closeWeb = site.close;
  } else if (options.web) {
    const site = await startDevSite({
      port: ports.web,
      configJson: JSON.stringify(cloud.siteConfig),
    });
    webUrl = site.url;
    closeWeb = site.close;
  }

  const admin = cloud.identity.admin;
  console.log(
    [
      '',
      `Marque is running (stage ${options.stage}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      `Portal: ${webUrl}`,
      `API: ${cloud.urls.portalApi}`,
      `Product APIs: ${cloud.urls.productApis}/{apiId}/{stage}/...`,
      `Outbox: ${cloud.urls.outbox}/`,
      `Admin: ${admin.email} / ${admin.password}`,
      `Partner: ${seededPartner.email} / ${seededPartner.password}`,
      `DynamoDB: ${cloud.urls.dynamodb}`,
      `Cognito: ${cloud.urls.cognito}`,
      `API Gateway: ${cloud.urls.controlPlane}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping Marque…');
    await closeWeb();
    await cloud.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
