import type { PlanTier, ProductStage } from '../../shared/plans';

/** An application: `USER#<owner>` / `APP#<applicationId>`. */
export interface ApplicationRecord {
  kind: 'application';
  applicationId: string;
  owner: string;
  applicationName: string;
  applicationDescription: string;
  organization: string;
  createdAt: string;
  /** Set when a delete starts; the application then takes no new subscription. */
  deletingSince?: string;
}

/** A subscription: `USER#<owner>` / `APP#<applicationId>#SUB#<service>#<stage>`; owns one key. */
export interface SubscriptionRecord {
  kind: 'subscription';
  applicationId: string;
  applicationName: string;
  owner: string;
  category: string;
  service: string;
  apiName: string;
  apiId: string;
  stage: ProductStage;
  tier: PlanTier;
  usagePlanId: string;
  usagePlanName: string;
  apiKeyId: string;
  /** The last 4 characters of the key's value, for the masked display. */
  keyHint: string;
  createdAt: string;
  /** After a rotation, until the sweeper removes it: the key that still works next to apiKeyId. */
  previousKey?: PreviousKey;
  /** Set by an unsubscribe before the keys go; the record is gone to every other use. */
  endingSince?: string;
  /** Keys of it (current, previous) disabled by the owner's deactivation, enabled again by activation. */
  suspendedKeys?: string[];
  /** While a plan change moves the key (plan-change-claim.ts): one change at a time. */
  planChange?: PlanChangeClaim;
}

export interface PlanChangeClaim {
  id: string;
  /** The plan the key is being moved to. */
  toPlanId: string;
  /** Epoch ms after which another change may take the claim over. */
  leaseUntil: number;
}

export interface PreviousKey {
  apiKeyId: string;
  /** The plan it was left in (the subscription's plan may change during the window). */
  usagePlanId: string;
  /** ISO time from which the sweeper removes it. */
  expiresAt: string;
  /** When it was rotated, and what it had left of the month's quota then (carried over). */
  rotatedAt?: string;
  remainingAtRotation?: number;
  /**
   * What the old key was left with of that remaining (the new key got the rest): the pair
   * shares one month's quota during the window. Absent on rotations from before the split.
   */
  oldKeyShare?: number;
  /** Set once the sweeper has taken the window's calls off the new key's quota. */
  charged?: boolean;
}

/**
 * An application's client credentials: `USER#<owner>` / `APP#<applicationId>#CLIENT`. The app
 * client lives in Cognito; the portal never keeps a secret's value.
 */
export interface ClientCredentialsRecord {
  kind: 'client';
  applicationId: string;
  owner: string;
  clientId: string;
  createdAt: string;
  /** Cognito's id of the current secret (`<clientId>--<epoch ms>`). */
  secretId: string;
  secretCreatedAt: string;
  /** After a rotation, until the sweeper removes it: the secret that still works. */
  previousSecret?: PreviousSecret;
  /** Set by the owner's deactivation before the client's tokens stop; activation restarts them. */
  tokensSuspended?: boolean;
}

export interface PreviousSecret {
  secretId: string;
  /** ISO time from which the sweeper removes it. */
  expiresAt: string;
}

/** An API Gateway client certificate: `USER#<owner>` / `APP#<applicationId>#CERT#<id>`. */
export interface CertificateRecord {
  kind: 'certificate';
  applicationId: string;
  applicationName: string;
  owner: string;
  certificateId: string;
  description: string;
  stage: 'prod';
  createdAt: string;
  expiresAt: string;
}
