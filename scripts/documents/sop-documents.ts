import type { PdfDocument } from './pdf-writer';

/** The standard operating procedures (`/documents?sop=<file>`). */
export const sopDocuments: readonly (PdfDocument & { file: string })[] = [
  {
    file: 'onboarding-sop.pdf',
    title: 'Partner onboarding — standard operating procedure',
    subtitle: 'Marque developer portal · SOP · from registration to the first sandbox call',
    blocks: [
      { kind: 'heading', text: '1. Register' },
      {
        kind: 'paragraph',
        text:
          'Open Register on the sign-in screen. Give your first and last name, mobile number, ' +
          'work e-mail and organization, and a password that meets the access conditions (at ' +
          'least 8 characters with upper and lower case letters, a digit and a symbol). Accept ' +
          'the terms of use.',
      },
      { kind: 'heading', text: '2. Wait for activation' },
      {
        kind: 'paragraph',
        text:
          'New accounts stay inactive until a Marque admin checks the organization and activates ' +
          'them, usually within one working day. You receive an e-mail when it is done.',
      },
      { kind: 'heading', text: '3. Sign in' },
      {
        kind: 'paragraph',
        text:
          'Sign in with your e-mail, password and the captcha, then type the six-digit code we ' +
          'e-mail you. After five wrong passwords the account locks; an admin unlocks it.',
      },
      { kind: 'heading', text: '4. Ask for category access' },
      {
        kind: 'paragraph',
        text:
          'Under PRODUCT, choose Request Access on the categories you need. General APIs need no ' +
          'request. Follow your requests on My Request.',
      },
      { kind: 'heading', text: '5. Create an application and subscribe' },
      {
        kind: 'bullet',
        text: 'In My Application, choose Create application: give a name and what it is for.',
      },
      {
        kind: 'bullet',
        text: 'On a service page, Subscribe: choose the application and a usage plan.',
      },
      {
        kind: 'bullet',
        text: 'On the application’s page, Reveal the key, and create client credentials if the APIs need tokens.',
      },
      { kind: 'heading', text: '6. Make the first call' },
      {
        kind: 'paragraph',
        text:
          'Use Try it out on the API’s documentation page, or call the sandbox URL shown there ' +
          'with the header x-api-key. My Dashboard shows the calls of each application.',
      },
    ],
  },
  {
    file: 'production-access-sop.pdf',
    title: 'Production access — standard operating procedure',
    subtitle: 'Marque developer portal · SOP · from sandbox to production keys',
    blocks: [
      { kind: 'heading', text: 'Before you ask' },
      {
        kind: 'bullet',
        text: 'Your application subscribes to the service in sandbox and its calls succeed there.',
      },
      {
        kind: 'bullet',
        text: 'You know the plan you need: expected calls a month, peak rate and burst.',
      },
      {
        kind: 'bullet',
        text: 'Your app keeps keys and client secrets on a server, never in a browser or a mobile app bundle.',
      },
      { kind: 'heading', text: '1. Submit the request' },
      {
        kind: 'paragraph',
        text:
          'On the application’s page choose Request production access. Pick the service and ' +
          'plan, your department and project, and describe the use case and the expected ' +
          'volume. Submit: the request appears on My Request as Pending.',
      },
      { kind: 'heading', text: '2. Review' },
      {
        kind: 'paragraph',
        text:
          'A Marque admin reviews the request within two working days. A request sent back for ' +
          'changes shows reSubmit: edit it and submit again. Rejected or cancelled requests lock ' +
          'after 30 days.',
      },
      { kind: 'heading', text: '3. Approval and the production key' },
      {
        kind: 'paragraph',
        text:
          'On approval the portal creates the application’s key under the requested plan on the ' +
          'prod stage. Open the request from My Request and choose Reveal production key: we ' +
          'e-mail you a code, and the key is shown once you type it.',
      },
      { kind: 'heading', text: '4. Going live' },
      {
        kind: 'bullet',
        text: 'Call the prod URL of the API; keep the sandbox key for tests.',
      },
      {
        kind: 'bullet',
        text: 'Add client certificates from the application’s page if your prod calls use mutual TLS.',
      },
      {
        kind: 'bullet',
        text: 'Rotate keys from the application’s page; the old key works for a 24-hour overlap.',
      },
    ],
  },
];
