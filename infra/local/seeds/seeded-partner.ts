/**
 * The local cloud's one partner account, never seeded in a deployment. It joined a month ago and
 * has given no feedback, so its first Sign Out asks for feedback (Share / Maybe Later, spec §2);
 * its password was set then too, well before the expiry warning.
 */
export const seededPartner = {
  email: 'partner@marque.local',
  password: 'Marque#Partner2026',
  firstName: 'Asha',
  lastName: 'Verma',
  organization: 'ARAVALI AUTO DEALERS PVT LTD',
  joinedDaysAgo: 30,
} as const;

/** When the seeded partner joined, counted back from `now`. */
export function seededPartnerJoinedAt(now: Date = new Date()): Date {
  return new Date(now.getTime() - seededPartner.joinedDaysAgo * 24 * 60 * 60 * 1000);
}
