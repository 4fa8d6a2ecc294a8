/** The path from visitor to a production call, one step per card of /getting-started. */
export interface GettingStartedStep {
  title: string;
  body: string;
  link: { to: string; label: string };
}

export const gettingStartedSteps: readonly GettingStartedStep[] = [
  {
    title: 'Register and sign in',
    body: 'Register with your work e-mail and organization, and choose the API categories you need. Once an administrator approves your account, sign in with your password and the code we e-mail you.',
    link: { to: '/register', label: 'Register' },
  },
  {
    title: 'Find an API',
    body: 'Browse the API products by category, or search by name. Each service lists its versions and APIs with their status, and every API has its documentation: parameters, sample responses and code snippets.',
    link: { to: '/apis/category', label: 'Browse the API products' },
  },
  {
    title: 'Create an application',
    body: 'An application holds your keys. Create one under My Application; its name is yours alone and you can rotate its keys at any time without downtime.',
    link: { to: '/application', label: 'My Application' },
  },
  {
    title: 'Subscribe under a usage plan',
    body: 'Subscribe your application to a service under Basic, Standard, Advanced or Premium. The plan sets your monthly quota, rate and burst; some categories ask for access first, which an administrator approves.',
    link: { to: '/apis/category', label: 'Subscribe to a service' },
  },
  {
    title: 'Try it out',
    body: 'On an API’s documentation page, generate an access token and send a live request to the sandbox. The response, headers and timing appear beside the request, and the snippet panel gives you the same call in your language.',
    link: { to: '/apis/detail/getVehicleStatus', label: 'Open an API’s documentation' },
  },
  {
    title: 'Go to production',
    body: 'When your integration works in the sandbox, ask for production access from My Request. After approval you reveal your production key with a one-time code sent to your e-mail.',
    link: { to: '/myRequest', label: 'My Request' },
  },
];

/** What a sandbox call looks like, for the page's example. */
export const sampleCall = [
  'curl https://sandbox.api.marque.example/vehicle-status/v1/vehicles/MA3EWDE1S00123456/status \\',
  '  -H "x-api-key: <your application key>" \\',
  '  -H "Authorization: Bearer <access token>"',
].join('\n');
