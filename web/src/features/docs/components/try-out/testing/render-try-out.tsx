import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import type { DocOperation, ServiceDoc } from '../../../../../../../shared/docs/doc-model';
import { configureApiClient } from '../../../../../lib/api-client';
import { AuthContext } from '../../../../../lib/auth/auth-context';
import type { SessionUser } from '../../../../../lib/auth/session-user';
import { setConfig } from '../../../../../lib/config';
import { createQueryClient } from '../../../../../lib/query-client';
import { developer, fakeAuth } from '../../../../../testing/fake-auth';
import { mockApi, testConfig } from '../../../../../testing/mock-api';
import { TryOutPanel } from '../try-out-panel';
import { aServiceDoc } from './try-out-fixtures';

export const productApiUrl = 'http://products.test/{apiId}/{stage}';

/** The panel with a faked portal API (`answers` by path, see mockApi) for a signed-in user. */
export function renderTryOut(
  operation: DocOperation,
  answers: Record<string, unknown>,
  options: { user?: SessionUser; doc?: ServiceDoc } = {},
) {
  const fetchMock = mockApi(answers);
  setConfig({ ...testConfig, productApiUrl });
  configureApiClient({ getIdToken: async () => 'id-token' });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AuthContext.Provider value={fakeAuth(options.user ?? developer)}>
        <MemoryRouter>
          <TryOutPanel doc={options.doc ?? aServiceDoc()} operation={operation} />
        </MemoryRouter>
        <Toaster />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user, fetchMock };
}

/**
 * jsdom's Blob has no `stream()`, which the runtime's Response reads a FormData's files with;
 * browsers have it.
 */
export function polyfillBlobStream(): void {
  if (typeof Blob.prototype.stream === 'function') return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
}
