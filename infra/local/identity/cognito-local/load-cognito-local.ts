import type { JsonWebKey } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RequestListener } from 'node:http';
import type {
  CognitoLocalClock,
  CognitoLocalCognitoService,
  CognitoLocalContext,
  CognitoLocalLogger,
  CognitoLocalServices,
  CognitoLocalTarget,
  CognitoLocalTokenGenerator,
  CognitoLocalTriggers,
} from './internals';

/** Opaque handles cognito-local passes between its own factories. */
interface DataStoreFactory {
  readonly __brand?: 'DataStoreFactory';
}
interface UserPoolServiceFactory {
  readonly __brand?: 'UserPoolServiceFactory';
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** The deep modules of cognito-local 5.3.0 the local identity is built from. */
export interface CognitoLocalModules {
  createServer(
    router: (target: string) => CognitoLocalTarget,
    logger: CognitoLocalLogger,
    options: { development?: boolean },
    services: CognitoLocalServices,
  ): { application: RequestListener };
  Router(services: CognitoLocalServices): (target: string) => CognitoLocalTarget;
  DateClock: new () => CognitoLocalClock;
  StormDBDataStoreFactory: new (directory: string) => DataStoreFactory;
  UserPoolServiceFactoryImpl: new (
    clock: CognitoLocalClock,
    dataStores: DataStoreFactory,
  ) => UserPoolServiceFactory;
  CognitoServiceFactoryImpl: new (
    dataDirectory: string,
    dataStores: DataStoreFactory,
    userPools: UserPoolServiceFactory,
  ) => {
    create(ctx: CognitoLocalContext, userPoolDefaults: object): Promise<CognitoLocalCognitoService>;
  };
  JwtTokenGenerator: new (
    clock: CognitoLocalClock,
    triggers: CognitoLocalTriggers,
    tokenConfig: { IssuerDomain?: string },
  ) => CognitoLocalTokenGenerator;
  otp: () => string;
  /** Base of cognito-local's API errors; instances carry the Cognito error name in `code`. */
  CognitoError: ErrorClass;
  /** What cognito-local throws for an API or option it does not implement. */
  UnsupportedError: ErrorClass;
  /** The public half of the key cognito-local signs every token with. */
  publicJwk: JsonWebKey & { kid: string };
  createLogger(level: string): CognitoLocalLogger;
}

let loaded: CognitoLocalModules | undefined;

/**
 * Loads cognito-local's internals with CommonJS `require` (it ships CJS without an `exports`
 * map, and Node's ESM resolver does not add the `.js` its deep paths need). Not through its
 * main entry: that pulls in aws-sdk v2 for a Lambda client the in-process triggers replace.
 */
export function loadCognitoLocal(): CognitoLocalModules {
  if (loaded) return loaded;
  const load = createRequire(import.meta.url);
  const fromCognitoLocal = createRequire(load.resolve('cognito-local/package.json'));
  const pino = fromCognitoLocal('pino') as (options: { level: string }) => CognitoLocalLogger;
  const lib = (path: string): Record<string, unknown> => load(`cognito-local/lib/${path}`);

  const errors = lib('errors');
  const modules = {
    createServer: lib('server/server').createServer,
    Router: lib('server/Router').Router,
    DateClock: lib('services/clock').DateClock,
    StormDBDataStoreFactory: lib('services/dataStore/stormDb').StormDBDataStoreFactory,
    UserPoolServiceFactoryImpl: lib('services/userPoolService').UserPoolServiceFactoryImpl,
    CognitoServiceFactoryImpl: lib('services/cognitoService').CognitoServiceFactoryImpl,
    JwtTokenGenerator: lib('services/tokenGenerator').JwtTokenGenerator,
    otp: lib('services/otp').otp,
    CognitoError: errors.CognitoError,
    UnsupportedError: errors.UnsupportedError,
    publicJwk: (lib('keys/cognitoLocal.public.json') as { jwk: unknown }).jwk,
    createLogger: (level: string) => pino({ level }),
  };
  for (const [name, value] of Object.entries(modules)) {
    if (value === undefined) {
      throw new Error(`cognito-local internals changed: ${name} not found (pinned to 5.3.0)`);
    }
  }
  loaded = modules as CognitoLocalModules;
  return loaded;
}
