/** A `SET a = :a, b = :b` expression with placeholder names, for UpdateItem. */
export function setExpression(values: Record<string, unknown>): {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const names: Record<string, string> = {};
  const placeholders: Record<string, unknown> = {};
  const parts = Object.entries(values).map(([name, value], index) => {
    names[`#f${index}`] = name;
    placeholders[`:f${index}`] = value;
    return `#f${index} = :f${index}`;
  });
  return {
    UpdateExpression: `SET ${parts.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: placeholders,
  };
}

/** Whether an error is DynamoDB's refusal of a condition (single write or transaction). */
export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] })
    .CancellationReasons;
  return (reasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed');
}

/**
 * Runs a conditional write; undefined when DynamoDB refuses its condition (the caller decides
 * what a refusal means), any other error thrown as is.
 */
export async function unlessConditionFails<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
