import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
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
 * variables, shared with the local cloud): the stage, its tables' names, the sender if it mails,
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
    tableNames,
    mailFrom: ctx.mail.fromAddress,
    ...extras,
  });
}

/** Read/write on its own tables, SES sending for mail; nothing else. */
export function grantAccess(fn: IFunction, flags: AccessFlags, ctx: AccessContext): void {
  for (const tableId of flags.tables) {
    const table = ctx.tables[tableId];
    table.grantReadWriteData(fn);
    if (tables[tableId].indexes.length > 0 && fn.role) acknowledgeIndexes(fn.role, table);
  }
  if (flags.mail) ctx.mail.grantSend(fn);
}

/** CDK grants a table's indexes as `<table arn>/index/*`: that table's own indexes only. */
function acknowledgeIndexes(role: IConstruct, table: ITable): void {
  const logicalId = Stack.of(table).getLogicalId(table.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
    reason:
      "Queries on the table's own secondary indexes (lambdas/data/tables.ts), as " +
      'grantReadWriteData scopes them; no other table or resource.',
  });
}
