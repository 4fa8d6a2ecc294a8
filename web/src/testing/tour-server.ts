import {
  allTours,
  tourChoices,
  tourPages,
  type TourChoice,
  type TourPage,
} from '../../../shared/tours';
import { mockApi, type MockRequest } from './mock-api';

interface TourServerOptions {
  /** Other answers by path, as for mockApi. */
  answers?: Record<string, unknown>;
  /** Holds completeTour's answer until the returned `release` is called (optimistic updates). */
  holdCompletion?: boolean;
}

/**
 * The account's tour flags as the server keeps them (getTourProgress, completeTour with a page or
 * `all`, resetTours), on a stubbed fetch. The caller still gives the API client a token
 * (configureApiClient or an AuthProvider).
 */
export function mockTourServer(done: TourPage[] = [], options: TourServerOptions = {}) {
  const flags = new Set<TourPage>(done);
  const held: (() => void)[] = [];
  const progress = () => ({ done: tourPages.filter((page) => flags.has(page)) });
  const record = (tour: TourChoice) => {
    for (const page of tour === allTours ? tourPages : [tour]) flags.add(page);
  };
  const complete = (tour: TourChoice) => (request: MockRequest) => {
    if (request.method !== 'PUT') return { status: 405, body: { code: 'X', message: 'PUT only' } };
    if (!options.holdCompletion) {
      record(tour);
      return progress();
    }
    return new Promise((resolve) => {
      held.push(() => {
        record(tour);
        resolve(progress());
      });
    });
  };
  const tours = (request: MockRequest) => {
    if (request.method === 'DELETE') flags.clear();
    return progress();
  };
  const fetchMock = mockApi({
    ...options.answers,
    '/users/me/tours': tours,
    ...Object.fromEntries(tourChoices.map((tour) => [`/users/me/tours/${tour}`, complete(tour)])),
  });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname === path && (init?.method ?? 'GET') === method;
    }).length;
  const tourCalls = () =>
    fetchMock.mock.calls.filter(([input]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname.startsWith('/users/me/tours');
    }).length;
  return {
    flags,
    fetchMock,
    /** How many times the app asked for the progress (GET) or recorded `tour` (PUT). */
    progressCalls: () => calls('GET', '/users/me/tours'),
    completionCalls: (tour: TourChoice) => calls('PUT', `/users/me/tours/${tour}`),
    resetCalls: () => calls('DELETE', '/users/me/tours'),
    /** Every call to the tours' paths, of any method. */
    tourCalls,
    /** Lets the held completeTour answers through. */
    release: () => held.splice(0).forEach((answer) => answer()),
  };
}
