export type ServiceChangeEvent =
  | { kind: 'newVersion'; category: string; service: string; apiName: string; version: string }
  | {
      kind: 'apiStatus';
      category: string;
      service: string;
      apiName: string;
      /** The API's display name. */
      api: string;
      status: 'tobeexpired' | 'expired';
    };

/** Tells every subscriber of the service (e-mail + in-portal notice); resolves with how many users were told. */
export async function notifyServiceSubscribers(
  _event: ServiceChangeEvent,
  _actor: string,
): Promise<{ notified: number }> {
  // Replaced by the notifications branch at merge.
  return { notified: 0 };
}
