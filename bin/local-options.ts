import { parseArgs } from 'node:util';
import { deploymentStages, type DeploymentStage } from '../shared/plans';

export interface LocalOptions {
  fresh: boolean;
  stage: DeploymentStage;
  portsOffset: number;
  web: boolean;
  /** Serve the production build (web/dist) instead of Vite's dev server. */
  prod: boolean;
  dataDir: string;
  /** DynamoDB's tables in memory, gone at stop (the browser suite's portal). */
  inMemory: boolean;
}

export const usage = `Usage: npm start -- [--fresh] [--stage dev|preprod|prod] [--ports-offset N] [--no-web] [--prod] [--data-dir DIR]
  --fresh          start with empty data (removes the data folder first)
  --stage          which deployment the local portal behaves as (default prod)
  --ports-offset   shift every local port by N (to run two copies side by side)
  --no-web         do not start the web app (API and stand-ins only)
  --prod           serve the production build (builds web/dist first if it is missing)
  --data-dir       where state persists (default .local-data/<stage>)
  --in-memory      keep DynamoDB's tables in memory: nothing of them is left at stop (tests)`;

/** Reads `npm start -- …` flags; throws with the usage text on anything it does not know. */
export function parseLocalOptions(argv: string[]): LocalOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      fresh: { type: 'boolean', default: false },
      stage: { type: 'string', default: 'prod' },
      'ports-offset': { type: 'string', default: '0' },
      'no-web': { type: 'boolean', default: false },
      prod: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'in-memory': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(usage);
  const stage = values.stage as DeploymentStage;
  if (!deploymentStages.includes(stage)) {
    throw new Error(
      `--stage must be one of ${deploymentStages.join(', ')}, not '${values.stage}'\n${usage}`,
    );
  }
  const portsOffset = Number(values['ports-offset']);
  if (!Number.isInteger(portsOffset) || portsOffset < 0 || portsOffset > 20_000) {
    throw new Error(`--ports-offset must be a whole number from 0 to 20000\n${usage}`);
  }
  return {
    fresh: values.fresh ?? false,
    stage,
    portsOffset,
    web: !values['no-web'],
    prod: values.prod ?? false,
    dataDir: values['data-dir'] ?? `.local-data/${stage}`,
    inMemory: values['in-memory'] ?? false,
  };
}
