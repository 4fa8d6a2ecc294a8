/**
 * The five getting-started videos as slides: each slide is one screenshot of the local portal
 * (`shot`, taken by capture-slides.spec.ts) held for `seconds`, with its caption burnt into the
 * picture and repeated as a WebVTT cue.
 */
export interface Slide {
  shot: string;
  caption: string;
  seconds: number;
}

export interface GettingStartedVideo {
  /** The file name under web/public/videos/, without extension. */
  file: string;
  title: string;
  slides: readonly Slide[];
}

export const gettingStartedVideos: readonly GettingStartedVideo[] = [
  {
    file: 'register-sign-in',
    title: 'Register and sign in',
    slides: [
      {
        shot: 'register',
        caption:
          'Register with your name, work e-mail, organization and a password that meets the access conditions.',
        seconds: 8,
      },
      {
        shot: 'sign-in',
        caption:
          'Once an admin activates your account, sign in with your e-mail, password and the captcha.',
        seconds: 8,
      },
      {
        shot: 'sign-in-code',
        caption: 'We e-mail you a six-digit code: type it and choose Verify to finish signing in.',
        seconds: 7,
      },
      {
        shot: 'home-signed-in',
        caption: 'You are in: the header shows PRODUCT, the notification bell and your user menu.',
        seconds: 6,
      },
      {
        shot: 'user-menu',
        caption: 'The user menu leads to My Application, My Request, My Dashboard and Sign Out.',
        seconds: 7,
      },
    ],
  },
  {
    file: 'product-catalogue',
    title: 'Product catalogue',
    slides: [
      {
        shot: 'categories',
        caption:
          'PRODUCT lists the API categories, from Customer and Partner to Parking Management.',
        seconds: 7,
      },
      {
        shot: 'services',
        caption: 'A category shows its services; choose Browse to open one.',
        seconds: 6,
      },
      {
        shot: 'service-detail',
        caption:
          'A service lists its APIs for the chosen version, with method, status and summary.',
        seconds: 8,
      },
      {
        shot: 'api-docs',
        caption: 'View opens the API documentation: request URL, parameters and sample responses.',
        seconds: 8,
      },
    ],
  },
  {
    file: 'create-application',
    title: 'Create an application',
    slides: [
      {
        shot: 'applications-empty',
        caption: 'My Application lists your applications; start with Create application.',
        seconds: 6,
      },
      {
        shot: 'create-dialog',
        caption: 'Give the application a name and a description, then choose Create.',
        seconds: 7,
      },
      {
        shot: 'applications-list',
        caption: 'The new application appears in your list; open it to see its details.',
        seconds: 6,
      },
      {
        shot: 'subscribe-dialog',
        caption: 'On a service, Subscribe picks your application and a usage plan, such as Basic.',
        seconds: 8,
      },
      {
        shot: 'application-detail',
        caption: 'The application page lists each subscription; Reveal shows the API key to send.',
        seconds: 8,
      },
    ],
  },
  {
    file: 'try-it-out',
    title: 'Try it out',
    slides: [
      {
        shot: 'docs-top',
        caption: 'Open the documentation of an API your application subscribes to.',
        seconds: 6,
      },
      {
        shot: 'try-out-panel',
        caption: 'Try it out picks your subscription key; fill in the parameters of the call.',
        seconds: 8,
      },
      {
        shot: 'try-out-response',
        caption: 'Send calls the sandbox through the portal and shows the live response.',
        seconds: 8,
      },
      {
        shot: 'code-snippets',
        caption: 'Show code snippets gives the same call in curl and other languages to copy.',
        seconds: 7,
      },
    ],
  },
  {
    file: 'production-access',
    title: 'Production access',
    slides: [
      {
        shot: 'my-request-empty',
        caption: 'My Request lists your production access requests and their status.',
        seconds: 6,
      },
      {
        shot: 'request-form',
        caption:
          'Request production access: choose a subscribed application, describe your use and submit.',
        seconds: 8,
      },
      {
        shot: 'admin-access',
        caption: 'An admin reviews the request and approves it, or rejects it with a reason.',
        seconds: 7,
      },
      {
        shot: 'application-after',
        caption:
          'Once approved, the production key is made under your plan; reveal it with a code we e-mail you.',
        seconds: 8,
      },
    ],
  },
];

/** A video's length in whole seconds: the sum of its slides. */
export function videoSeconds(video: GettingStartedVideo): number {
  return video.slides.reduce((sum, slide) => sum + slide.seconds, 0);
}
