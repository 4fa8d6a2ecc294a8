import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TryOutBody } from '../../../../../../shared/api/docs-operations';
import type { MockRequest } from '../../../../testing/mock-api';
import { aMultipartOperation } from './testing/try-out-fixtures';
import { polyfillBlobStream, renderTryOut } from './testing/render-try-out';

beforeAll(polyfillBlobStream);

function decode(base64: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

describe('multipart try-out', () => {
  it('sends the file and fields as a base64 multipart body with its boundary', async () => {
    const sent: TryOutBody[] = [];
    const { user } = renderTryOut(aMultipartOperation(), {
      '/keys': { category: 'apiKey', apiKeys: [] },
      '/docs/try-out': (request: MockRequest) => {
        sent.push(request.body as TryOutBody);
        const relayed = {
          status: 201,
          statusText: 'Created',
          durationMs: 12,
          sizeBytes: 2,
          headers: {},
          body: '{}',
          bodyEncoding: 'text',
        };
        return { status: 200, body: relayed };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('* Field is mandatory')).toBeVisible();

    const file = new File(['%PDF-1.7 hello'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/document \(file\)/), file);
    await user.type(screen.getByRole('textbox', { name: 'kind' }), 'invoice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('201 Created')).toBeVisible();

    const [body] = sent;
    expect(body?.bodyEncoding).toBe('base64');
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(body?.contentType ?? '')?.[1];
    expect(boundary).toBeTruthy();
    const text = decode(body?.body ?? '');
    expect(text).toContain(`--${boundary}`);
    expect(text).toContain('Content-Disposition: form-data; name="kind"\r\n\r\ninvoice');
    expect(text).toContain(
      'Content-Disposition: form-data; name="document"; filename="invoice.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 hello',
    );
    expect(body?.path).toBe('/v1/documents');
    expect(body?.token).toBeUndefined();
  });
});
