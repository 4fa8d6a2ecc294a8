/** Whether a Cognito SDK error is the named exception (its `name`, as the SDK sets it). */
export function isCognitoError(error: unknown, ...names: string[]): error is Error {
  return error instanceof Error && names.includes(error.name);
}
