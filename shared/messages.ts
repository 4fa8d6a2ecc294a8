/** The toast convention and the error catalogue of spec §8 (messages word for word). */
export const toastConvention = { errorTitle: 'Error Message', durationMs: 3000 } as const;

export const messages = {
  dataCallFailed: 'Error in getting data',
  somethingWentWrong: 'Something went wrong',
  notAuthorized: 'You are not authorized to access this page',
  docsContactAdmin: "Please contact admin for the API's documentation.",
  noSuchApiTitle: 'No Such API',
  noSuchApi: 'The selected API does not exist.',
  noApisPublished: 'No APIs Published',
} as const;
