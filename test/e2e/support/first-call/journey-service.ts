/** The service a journey gets a key for, as its pages name it. */
export interface JourneyService {
  /** e.g. 'Model Catalogue' */
  apiName: string;
  /** The operation whose documentation page the first call is copied from, e.g. 'List models'. */
  operation: string;
}
