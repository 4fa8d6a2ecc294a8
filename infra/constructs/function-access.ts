import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type TableId, tables } from '../../lambdas/data/tables';
import type { DeploymentStage } from '../../shared/plans';
import type { Mail } from './mail';

/** What an area (`lambdas/routes.ts`) or a trigger (`trigger-table.ts`) declares it uses. */
export interface AccessFlags {
  readonly tables: readonly TableId[];
  readonly cognito?: boolean;
  readonly mail?: boolean;
}

/** Cognito's admin API as the handlers use it (register, reset, activate, sign out everywhere). */
export const cognitoAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminGetUser',
] as const;

export function cognitoAdminStatement(userPoolArn: string): PolicyStatement {
  return new PolicyStatement({ actions: [...cognitoAdminActions], resources: [userPoolArn] });
}

export interface AccessContext {
  readonly stage: DeploymentStage;
  readonly tables: Readonly<Record<TableId, ITable>>;
  readonly mail: Mail;
}

/**
 * The environment every function gets from its flags: the stage, its tables' names and, for
 * mail, the sender. (USER_POOL_ID and the client id are added by whoever may reference the pool.)
 */
export function accessEnvironment(flags: AccessFlags, ctx: AccessContext): Record<string, string> {
  const environment: Record<string, string> = { MARQUE_STAGE: ctx.stage, LOG_LEVEL: 'info' };
  for (const tableId of flags.tables) {
    environment[tables[tableId].envVar] = ctx.tables[tableId].tableName;
  }
  if (flags.mail) environment.MAIL_FROM = ctx.mail.fromAddress;
  return environment;
}

/** Read/write on its own tables, SES sending for mail; nothing else. */
export function grantAccess(fn: IFunction, flags: AccessFlags, ctx: AccessContext): void {
  for (const tableId of flags.tables) ctx.tables[tableId].grantReadWriteData(fn);
  if (flags.mail) ctx.mail.grantSend(fn);
}
