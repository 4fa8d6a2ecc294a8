import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type TableId, tables } from '../../lambdas/data/tables';
import {
  type FunctionFlags,
  type FunctionValues,
  functionEnvironment,
} from '../../lambdas/lib/function-environment';
import type { DeploymentStage } from '../../shared/plans';
import type { Mail } from './mail';

/** What an area (`lambdas/routes.ts`) or a trigger (`trigger-table.ts`) declares it uses. */
export type AccessFlags = FunctionFlags;

/** Cognito's admin API as the handlers use it (register, reset, activate, grant and remove admin, sign out everywhere). */
export const cognitoAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminGetUser',
] as const;

export function cognitoAdminStatement(userPoolArn: string): PolicyStatement {
  return new PolicyStatement({ actions: [...cognitoAdminActions], resources: [userPoolArn] });
}

/** The app-client calls of client credentials: create, rotate secrets, delete (no user admin). */
export const appClientActions = [
  'cognito-idp:CreateUserPoolClient',
  'cognito-idp:DeleteUserPoolClient',
  'cognito-idp:AddUserPoolClientSecret',
  'cognito-idp:ListUserPoolClientSecrets',
  'cognito-idp:DeleteUserPoolClientSecret',
] as const;

export function appClientStatement(
  userPoolArn: string,
  actions: readonly string[] = appClientActions,
): PolicyStatement {
  return new PolicyStatement({ actions: [...actions], resources: [userPoolArn] });
}

export interface AccessContext {
  readonly stage: DeploymentStage;
  /** The deployment's id (the portal stack's name): MARQUE_DEPLOYMENT, and the tag on what it makes. */
  readonly deployment: string;
  readonly tables: Readonly<Record<TableId, ITable>>;
  readonly mail: Mail;
}

/** What only some functions are given: the pools (never to a trigger they name), CORS origin. */
export type AccessExtras = Pick<
  FunctionValues,
  'userPool' | 'corsOrigin' | 'keyRotationOverlapHours' | 'productApiUrl' | 'customerPool'
>;

/**
 * The environment a function gets from its flags (`functionEnvironment`, the one source of the
 * variables, shared with the local cloud): the stage and deployment, its tables' names, the sender if it mails,
 * the pool if it calls Cognito and `extras` names one.
 */
export function accessEnvironment(
  flags: AccessFlags,
  ctx: AccessContext,
  extras: AccessExtras = {},
): Record<string, string> {
  const tableNames = Object.fromEntries(
    Object.entries(ctx.tables).map(([id, table]) => [id, table.tableName]),
  ) as Record<TableId, string>;
  return functionEnvironment(flags, {
    stage: ctx.stage,
    deployment: ctx.deployment,
    tableNames,
    mailFrom: ctx.mail.fromAddress,
    ...(ctx.mail.supportMailbox ? { supportMailbox: ctx.mail.supportMailbox } : {}),
    ...extras,
  });
}

/** What grantReadWriteData allows on a table (CDK's read, write and describe actions). */
export const tableDataActions = [
  'dynamodb:BatchGetItem',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:Query',
  'dynamodb:GetItem',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:DescribeTable',
] as const;

/**
 * Read/write on its own tables, each index named (not CDK's `<table>/index/*`: no wildcard to
 * acknowledge, whichever stack the function lives in); SES sending for mail; nothing else.
 */
export function grantAccess(fn: IFunction, flags: AccessFlags, ctx: AccessContext): void {
  // One statement for all its tables, in the flags' order: CDK merges statements with the same
  // actions by sorting their resources' token strings, whose numbers depend on how many tokens
  // the process made before, and a nested stack's parameters follow that order (a second synth
  // in one process then gave another template).
  const resources = flags.tables.flatMap((tableId) => {
    const table = ctx.tables[tableId];
    return [
      table.tableArn,
      ...tables[tableId].indexes.map((index) => `${table.tableArn}/index/${index.name}`),
    ];
  });
  if (resources.length > 0) {
    fn.addToRolePolicy(new PolicyStatement({ actions: [...tableDataActions], resources }));
  }
  if (flags.mail) ctx.mail.grantSend(fn);
}
