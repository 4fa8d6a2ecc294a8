import type { RequestListener } from 'node:http';
import type { Outbox } from '../../outbox/start-outbox';
import {
  poolTriggers,
  type PoolTriggersOptions,
  type TriggersFor,
} from '../triggers/pool-triggers';
import type { CognitoLocalContext, CognitoLocalServices, CognitoLocalTarget } from './internals';
import { loadCognitoLocal, type CognitoLocalModules } from './load-cognito-local';
import { outboxMessages } from './message-service';
import { cognitoLocalTriggers } from './trigger-service';

export interface CognitoLocalOptions {
  /** cognito-local's own folder: clients.json plus one <poolId>.json per user pool. */
  dataDir: string;
  outbox: Pick<Outbox, 'send'>;
  triggers: PoolTriggersOptions;
  logLevel: string;
}

/** cognito-local, assembled in-process from its parts, ready to serve requests. */
export interface CognitoLocalRuntime {
  modules: CognitoLocalModules;
  services: CognitoLocalServices;
  ctx: CognitoLocalContext;
  /** cognito-local puts `${IssuerDomain}/${poolId}` in `iss`; set once the port is known. */
  tokenConfig: { IssuerDomain: string };
  /** Each pool's triggers. */
  triggersFor: TriggersFor;
  /** Runs one cognito-local API target (`InitiateAuth`, `AdminCreateUser`, ...). */
  target(name: string): CognitoLocalTarget;
  /** cognito-local's express app, for what the wrapper does not answer itself (OAuth2 routes). */
  application: RequestListener;
}

const userPoolDefaults = { UsernameAttributes: ['email'] };

export async function createCognitoLocal(
  options: CognitoLocalOptions,
): Promise<CognitoLocalRuntime> {
  const modules = loadCognitoLocal();
  const logger = modules.createLogger(options.logLevel);
  const ctx: CognitoLocalContext = { logger };
  const clock = new modules.DateClock();
  const dataStores = new modules.StormDBDataStoreFactory(options.dataDir);
  const userPools = new modules.UserPoolServiceFactoryImpl(clock, dataStores);
  const cognito = await new modules.CognitoServiceFactoryImpl(
    options.dataDir,
    dataStores,
    userPools,
  ).create(ctx, userPoolDefaults);

  const triggersFor = poolTriggers(cognito, ctx, options.triggers);
  const triggers = cognitoLocalTriggers(triggersFor, cognito);
  const tokenConfig = { IssuerDomain: 'http://127.0.0.1' };
  const services: CognitoLocalServices = {
    clock,
    cognito,
    config: { UserPoolDefaults: userPoolDefaults, TokenConfig: tokenConfig, TriggerFunctions: {} },
    messages: outboxMessages(options.outbox, cognito, triggersFor),
    otp: modules.otp,
    tokenGenerator: new modules.JwtTokenGenerator(clock, triggers, tokenConfig),
    triggers,
  };
  const router = modules.Router(services);
  const { application } = modules.createServer(router, logger, { development: false }, services);
  return { modules, services, ctx, tokenConfig, triggersFor, target: router, application };
}
