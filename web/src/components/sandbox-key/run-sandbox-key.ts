import {
  createApplication,
  subscribe,
  type ApplicationItem,
  type SubscriptionItem,
} from '../../../../shared/api/applications-operations';
import { sandboxKeyMessages } from '../../../../shared/first-call-messages';
import type { PlanTier } from '../../../../shared/plans';
import { callOperation } from '../../lib/api-client';
import { revealSubscriptionKey } from '../../lib/applications/subscription-key-value';
import { errorMessage } from '../../lib/error-message';
import type { SubscribeTarget } from '../subscribe/subscribe-dialog';

export interface SandboxKeyRequest {
  target: SubscribeTarget;
  /** An application of the user's, or the name of one to create first. */
  application: { kind: 'existing'; name: string } | { kind: 'new'; name: string };
  usagePlan: PlanTier;
}

export interface SandboxKeyResult {
  subscription: SubscriptionItem;
  /** The key's value; undefined when fetching it failed (`keyError` says why). */
  key?: string;
  keyError?: string;
}

/** A step failed: the message to show, and the application made before it, if one was. */
export class SandboxKeyFailure extends Error {
  constructor(
    message: string,
    readonly created?: ApplicationItem,
  ) {
    super(message);
    this.name = 'SandboxKeyFailure';
  }
}

/**
 * Get a sandbox key (issue 23): creates the application when asked to, subscribes it to the
 * service's sandbox under the plan, then fetches the new key's value. Each step runs only when
 * the one before it succeeded, so a failure changes nothing after what already succeeded; a
 * failed key fetch still answers the subscription (the key can be revealed later).
 */
export async function runSandboxKey(request: SandboxKeyRequest): Promise<SandboxKeyResult> {
  const { target, application, usagePlan } = request;
  let created: ApplicationItem | undefined;
  if (application.kind === 'new') {
    try {
      created = (
        await callOperation(createApplication, {
          body: {
            applicationName: application.name,
            applicationDescription: `Sandbox key for ${target.apiName}`,
          },
        })
      ).item;
    } catch (error) {
      throw new SandboxKeyFailure(errorMessage(error));
    }
  }
  const applicationName = created?.applicationName ?? application.name;
  let subscription: SubscriptionItem;
  try {
    subscription = (
      await callOperation(subscribe, {
        body: { applicationName, usagePlan, category: target.category, service: target.service },
      })
    ).Item;
  } catch (error) {
    const reason = errorMessage(error);
    throw created
      ? new SandboxKeyFailure(
          sandboxKeyMessages.createdNotSubscribed(applicationName, reason),
          created,
        )
      : new SandboxKeyFailure(reason);
  }
  try {
    return { subscription, key: await revealSubscriptionKey(subscription) };
  } catch (error) {
    return { subscription, keyError: sandboxKeyMessages.keyNotFetched(errorMessage(error)) };
  }
}
