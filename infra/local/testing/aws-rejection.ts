/** The AWS SDK error a call fails with, as name, message and HTTP status; throws if it succeeds. */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; message: string; $metadata: { httpStatusCode?: number } };
    return { name: e.name, message: e.message, status: e.$metadata.httpStatusCode };
  }
  throw new Error('expected the call to fail');
}
