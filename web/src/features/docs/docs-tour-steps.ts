import { type TourStep } from '../../components/guided-tour/tour-step';

/**
 * The documentation page's guided tour (spec §2), once per user. Targets are the page's own
 * sections; the try-out step points at the panel or at the text that says why it is not offered.
 */
export const docsTourSteps: readonly TourStep[] = [
  {
    target: '.doc-sidebar',
    title: 'APIs of this version',
    description: 'Every API of this version; the version menu above switches to another one.',
    side: 'right',
  },
  {
    target: '[aria-labelledby="doc-request-url"]',
    title: 'Request URL',
    description: 'Where to send the call on the sandbox stage, with your API key.',
    side: 'bottom',
  },
  {
    target: '[aria-labelledby="doc-try-out"]',
    title: 'Try it out',
    description:
      'Call the API live with one of your subscription keys, see the response and copy the request as code.',
    side: 'top',
  },
  {
    target: '[aria-labelledby="doc-responses"]',
    title: 'Sample responses',
    description: 'What the API answers, code by code, with the fields of each response.',
    side: 'left',
  },
];
