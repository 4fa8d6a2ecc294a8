import { Duration, NestedStack, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  Cors,
  type CorsOptions,
  EndpointType,
  type IResource,
  LambdaIntegration,
  LogGroupLogDestination,
  type Method,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IDependable } from 'constructs';
import * as z from 'zod';
import { type AreaDef, type AreaId, areas, routes } from '../../lambdas/routes';
import type { Operation } from '../../shared/api/contract';
import { tryOutLimits } from '../../shared/api/docs-operations';
import {
  corsOriginStageVariable,
  portalOriginStageVariable,
} from '../../lambdas/lib/function-environment';
import { accessLogFormat } from './access-log-format';
import { executeApiOrigin } from './execute-api-origin';
import {
  type AccessContext,
  accessEnvironment,
  appClientStatement,
  cognitoAdminStatement,
  grantAccess,
} from './function-access';
import { MarqueFunction } from './marque-function';
import { grantControlPlane } from './portal-api-control-plane';

export interface PortalApiProps extends AccessContext {
  readonly userPool: IUserPool;
  /** The site's app client (USER_POOL_CLIENT_ID of the functions that call Cognito). */
  readonly userPoolClientId: string;
  /** The site's origin (https://host), the only one CORS lets call the API. */
  readonly allowedOrigin: string;
  /** API Gateway's account logging role: the stage is created after it. */
  readonly logging: IDependable;
  /** Hours a rotated key keeps working (stage config); the functions' default when absent. */
  readonly keyRotationOverlapHours?: number;
}

/** Stage-wide limits (per second) before any usage grows: API Gateway answers 429 beyond them. */
const throttling = { rateLimit: 100, burstLimit: 200 } as const;

/** Path parameters of an API Gateway path template (`/a/{b}/c/{d}` → b, d). */
function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** Query parameters of an operation, each with whether it is required. */
function queryParameters(op: Operation): [string, boolean][] {
  if (!(op.query instanceof z.ZodObject)) return [];
  const shape = op.query.shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, schema]) => [
    name,
    !schema.safeParse(undefined).success,
  ]);
}

/**
 * The portal API: one Lambda function per area of `lambdas/routes.ts`, and a REST API with a
 * resource and method per route, Cognito-authorised unless the operation is public.
 * The functions (with their roles, policies, log groups and permissions) live in a nested stack:
 * the API's resources and methods grow with every operation, and both together would outgrow
 * the 500 resources of one template. Nothing in the nested stack refers to the API's methods or
 * stage (the invoke permission is API-wide), so the two templates cannot form a cycle.
 */
export class PortalApi extends Construct {
  readonly api: RestApi;
  /** Base URL of the API, stage included, no trailing slash. */
  readonly url: string;
  readonly functions: Readonly<Record<AreaId, IFunction>>;
  readonly functionsStack: NestedStack;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    this.functionsStack = new NestedStack(this, 'functions', {
      description: 'Marque portal API: one function per area',
    });
    this.functions = this.makeFunctions(this.functionsStack, props);

    const accessLogs = new LogGroup(this, 'access-logs', {
      retention: prod ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.api = new RestApi(this, 'api', {
      restApiName: `marque-portal-${props.stage}`,
      description: 'Marque developer portal API',
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: false,
      deployOptions: {
        stageName: props.stage,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: accessLogFormat({ sub: '$context.authorizer.claims.sub' }),
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        tracingEnabled: true,
        throttlingRateLimit: throttling.rateLimit,
        throttlingBurstLimit: throttling.burstLimit,
        variables: {
          [corsOriginStageVariable]: props.allowedOrigin,
          [portalOriginStageVariable]: props.allowedOrigin,
        },
      },
    });
    this.api.deploymentStage.node.addDependency(props.logging);
    this.url = `${executeApiOrigin(this, this.api.restApiId)}/${props.stage}`;

    // Errors API Gateway answers itself (401 from the authorizer, 429, 5xx) reach the browser
    // with CORS headers and the contract's error body ({ code, message }).
    const corsHeaders = {
      'Access-Control-Allow-Origin': `'${props.allowedOrigin}'`,
      Vary: "'Origin'",
    };
    const errorTemplate = {
      'application/json':
        '{"code":"$context.error.responseType","message":$context.error.messageString}',
    };
    this.api.addGatewayResponse('default-4xx', {
      type: ResponseType.DEFAULT_4XX,
      responseHeaders: corsHeaders,
      templates: errorTemplate,
    });
    this.api.addGatewayResponse('default-5xx', {
      type: ResponseType.DEFAULT_5XX,
      responseHeaders: corsHeaders,
      templates: errorTemplate,
    });

    this.addRoutes(props.userPool, {
      allowOrigins: [props.allowedOrigin],
      allowMethods: Cors.ALL_METHODS,
      // X-Access-Token: changePassword sends the caller's access token for Cognito's
      // ChangePassword next to the ID token the authorizer checks.
      allowHeaders: ['Content-Type', 'Authorization', 'X-Access-Token'],
      maxAge: Duration.minutes(10),
    });
  }

  private makeFunctions(scope: Construct, props: PortalApiProps): Record<AreaId, IFunction> {
    const made: Partial<Record<AreaId, IFunction>> = {};
    for (const [areaId, area] of Object.entries(areas) as [AreaId, AreaDef][]) {
      const callsProducts = 'productApis' in area && area.productApis === true;
      const environment = accessEnvironment(area, props, {
        userPool: { id: props.userPool.userPoolId, clientId: props.userPoolClientId },
        keyRotationOverlapHours: props.keyRotationOverlapHours,
        productApiUrl: `${executeApiOrigin(scope, '{apiId}')}/{stage}`,
      });
      const areaFunction = new MarqueFunction(scope, `area-${areaId}`, {
        stage: props.stage,
        entry: area.entry,
        description: `Marque portal API, area ${areaId}`,
        environment,
        // A relayed call may take tryOutLimits.timeoutMs; the function outlives it to answer.
        timeout: callsProducts
          ? Duration.millis(tryOutLimits.timeoutMs).plus(Duration.seconds(5))
          : undefined,
        nodeModules: 'nodeModules' in area ? area.nodeModules : undefined,
      });
      const { fn } = areaFunction;
      grantAccess(fn, area, props);
      // A public call made with the user's own token (ChangePassword) needs no IAM; the admin
      // API (register, the portal's password reset, activation…) does, on this pool only.
      if (area.cognito) fn.addToRolePolicy(cognitoAdminStatement(props.userPool.userPoolArn));
      if ('appClients' in area && area.appClients) {
        fn.addToRolePolicy(appClientStatement(props.userPool.userPoolArn));
      }
      if (area.apiGateway) grantControlPlane(areaFunction, area.apiGateway, props.deployment);
      // A deactivation stops the user's client credentials' tokens (and activation restarts them).
      if (area.apiGateway === 'suspendKeys') {
        fn.addToRolePolicy(
          appClientStatement(props.userPool.userPoolArn, ['cognito-idp:UpdateUserPoolClient']),
        );
      }
      made[areaId] = fn;
    }
    return made as Record<AreaId, IFunction>;
  }

  /**
   * A resource and method per route, and CORS preflight on the resources that have methods
   * only: a browser preflights the URL it calls, never a bare path prefix such as /admin, and
   * each OPTIONS method is a resource of the template.
   */
  private addRoutes(userPool: IUserPool, preflight: CorsOptions): void {
    const withPreflight = new Set<IResource>();
    const authorizer = new CognitoUserPoolsAuthorizer(this, 'authorizer', {
      cognitoUserPools: [userPool],
      identitySource: 'method.request.header.Authorization',
      resultsCacheTtl: Duration.minutes(5),
    });
    const validator = this.api.addRequestValidator('validator', {
      validateRequestParameters: true,
      validateRequestBody: true,
    });
    const integrations = new Map<AreaId, LambdaIntegration>();
    for (const { operation: op, area } of routes) {
      let integration = integrations.get(area);
      if (!integration) {
        integration = new LambdaIntegration(this.functions[area], {
          proxy: true,
          // One invoke permission per function for the whole API, not one per method.
          scopePermissionToMethod: false,
        });
        integrations.set(area, integration);
      }
      const requestParameters: Record<string, boolean> = {};
      for (const name of pathParameters(op.path)) {
        requestParameters[`method.request.path.${name}`] = true;
      }
      for (const [name, required] of queryParameters(op)) {
        requestParameters[`method.request.querystring.${name}`] = required;
      }
      const validated = Object.keys(requestParameters).length > 0 || op.body !== undefined;
      const resource = this.api.root.resourceForPath(op.path);
      if (!withPreflight.has(resource)) {
        resource.addCorsPreflight(preflight);
        withPreflight.add(resource);
      }
      const method: Method = resource.addMethod(op.method, integration, {
        operationName: op.id,
        requestParameters,
        requestValidator: validated ? validator : undefined,
        ...(op.access === 'public'
          ? { authorizationType: AuthorizationType.NONE }
          : { authorizationType: AuthorizationType.COGNITO, authorizer }),
      });
      if (op.access === 'public') {
        const reason = `${op.method} ${op.path} (${op.id}) is public in the API contract: visitors browse the catalogue and docs without signing in (spec §6).`;
        Validations.of(method).acknowledge(
          { id: 'AwsSolutions-APIG4', reason },
          { id: 'AwsSolutions-COG4', reason },
        );
      }
    }
  }
}
