/** The admin area's sections (spec §2 /admin), in menu order, each with its one-line purpose. */
export const adminSections = [
  { to: 'apis', label: 'APIs', purpose: 'Publish and retire services, set API statuses.' },
  { to: 'accounts', label: 'Accounts', purpose: 'Users, their status and roles; organizations.' },
  { to: 'access', label: 'Access', purpose: 'Approve or reject category and production access.' },
  { to: 'content', label: 'Content', purpose: 'FAQ, blogs, banners, videos and documents.' },
  { to: 'notification', label: 'Notification', purpose: 'Notices to users and subscribers.' },
  { to: 'usageInsights', label: 'Usage insights', purpose: 'Calls per service, app and plan.' },
  { to: 'costexplorer', label: 'Cost explorer', purpose: 'Estimated cost per service and app.' },
  { to: 'allApps', label: 'All applications', purpose: 'Every application, owner and keys.' },
  { to: 'audit', label: 'Audit log', purpose: 'Who decided what, when, before and after.' },
] as const;

export type AdminSection = (typeof adminSections)[number]['to'];
