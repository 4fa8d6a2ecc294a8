/** The portal's terms of use: twelve clauses (spec §1, §9), shown by the register page and the footer. */
export interface TermsClause {
  title: string;
  text: string;
}

export const termsOfUseClauses: readonly TermsClause[] = [
  {
    title: 'Acceptance',
    text: 'By registering for or using the Marque API Marketplace you accept these terms on behalf of yourself and the organization you name. If you do not accept them, do not use the portal or its APIs.',
  },
  {
    title: 'Eligibility and accounts',
    text: 'Accounts are for partners, dealers, suppliers and Marque staff. Registrations are reviewed and activated by Marque. Give accurate details, keep them up to date and do not share your account or password.',
  },
  {
    title: 'Credentials and keys',
    text: 'API keys, client secrets and access tokens are confidential. Keep them out of source code, public repositories and client-side applications. Tell Marque at once if you suspect a key has been exposed; Marque may revoke it.',
  },
  {
    title: 'Permitted use',
    text: 'Use the APIs only for the applications and purposes you declared when requesting access. Do not resell, sublicense or expose the APIs to third parties without written approval from Marque.',
  },
  {
    title: 'Vehicle and customer data',
    text: 'Vehicle, location and customer data obtained through the APIs may be used only with the consent the customer has given and only for the approved purpose. Process it under applicable data-protection law, including the Digital Personal Data Protection Act, 2023.',
  },
  {
    title: 'Safety',
    text: 'Never use the APIs in a way that could affect the safe operation of a vehicle. Remote commands must only be sent at the request of the vehicle owner or an authorised user.',
  },
  {
    title: 'Usage limits',
    text: 'Each subscription has a usage plan with a monthly quota, a rate limit and a burst limit. Do not try to get around these limits, for instance by spreading calls over several keys.',
  },
  {
    title: 'Security testing',
    text: 'Do not probe, scan or load-test the portal or the APIs, and do not try to reach data you were not given access to. Report any vulnerability you find to Marque API support.',
  },
  {
    title: 'Availability and changes',
    text: 'The APIs are offered as available. Marque may change, version, suspend or retire an API; it will announce breaking changes and retirements on the What’s new page ahead of time where it can.',
  },
  {
    title: 'Intellectual property',
    text: 'The APIs, their documentation and the Marque name and marks remain the property of Marque. Do not suggest that Marque endorses your application without written permission.',
  },
  {
    title: 'Suspension and termination',
    text: 'Marque may suspend or close an account, revoke keys or withdraw production access if these terms are broken, if access puts customers or vehicles at risk, or if the account stays inactive.',
  },
  {
    title: 'Liability and governing law',
    text: 'To the extent the law allows, Marque is not liable for indirect or consequential loss arising from use of the portal or the APIs. These terms are governed by the laws of India; the courts of New Delhi have jurisdiction.',
  },
];
