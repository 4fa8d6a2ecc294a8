import { tourPages, type TourPage } from '../../../shared/tours';
import { mockApi, type MockRequest } from './mock-api';

interface TourServerOptions {
  /** Other answers by path, as for mockApi. */
  answers?: Record<string, unknown>;
  /** Holds completeTour's answer until the returned `release` is called (optimistic updates). */
  holdCompletion?: boolean;
}

/**
 * The account's tour flags as the server keeps them (getTourProgress, completeTour), on a stubbed
 * fetch. The caller still gives the API client a token (configureApiClient or an AuthProvider).
 */
export function mockTourServer(done: TourPage[] = [], options: TourServerOptions = {}) {
  const flags = new Set<TourPage>(done);
  const held: (() => void)[] = [];
  const progress = () => ({ done: [...flags] });
  const complete = (tour: TourPage) => (request: MockRequest) => {
    if (request.method !== 'PUT') return { status: 405, body: { code: 'X', message: 'PUT only' } };
    if (!options.holdCompletion) {
      flags.add(tour);
      return progress();
    }
    return new Promise((resolve) => {
      held.push(() => {
        flags.add(tour);
        resolve(progress());
      });
    });
  };
  const fetchMock = mockApi({
    ...options.answers,
    '/users/me/tours': progress,
    ...Object.fromEntries(tourPages.map((tour) => [`/users/me/tours/${tour}`, complete(tour)])),
  });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname === path && (init?.method ?? 'GET') === method;
    }).length;
  return {
    flags,
    fetchMock,
    /** How many times the app asked for the progress (GET) or recorded `tour` (PUT). */
    progressCalls: () => calls('GET', '/users/me/tours'),
    completionCalls: (tour: TourPage) => calls('PUT', `/users/me/tours/${tour}`),
    /** Lets the held completeTour answers through. */
    release: () => held.splice(0).forEach((answer) => answer()),
  };
}
