import type { TryOutResponse } from '../../../../../../shared/api/docs-operations';
import { displayBody, downloadName, headerValue, humanBytes, isSuccess } from './response-format';

export type LiveResponse =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'answered'; response: TryOutResponse }
  /** No answer at all (spec §8: status 'Error'). */
  | { kind: 'failed'; message: string };

/** The live response (spec §2): status, time, size, headers and body, announced politely. */
export function ResponseViewer({ live }: { live: LiveResponse }) {
  return (
    <section className="try-out__response" aria-labelledby="try-out-response-title">
      <h3 id="try-out-response-title">Live response</h3>
      <div aria-live="polite" aria-busy={live.kind === 'pending' || undefined}>
        {live.kind === 'idle' ? (
          <p className="field-hint">Send the request to see the response here.</p>
        ) : live.kind === 'pending' ? (
          <p className="dialog-status">
            <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
            Sending…
          </p>
        ) : live.kind === 'failed' ? (
          <>
            <ResponseFacts status="Error" ok={false} />
            <p className="field-error">{live.message}</p>
          </>
        ) : (
          <Answer response={live.response} />
        )}
      </div>
    </section>
  );
}

function ResponseFacts({
  status,
  ok,
  timeMs,
  sizeBytes,
}: {
  status: string;
  ok: boolean;
  timeMs?: number;
  sizeBytes?: number;
}) {
  return (
    <dl className="try-out__facts">
      <div>
        <dt>Status</dt>
        <dd className={ok ? 'try-out__status--ok' : 'try-out__status--error'}>{status}</dd>
      </div>
      {timeMs !== undefined ? (
        <div>
          <dt>Time</dt>
          <dd>{Math.round(timeMs)} ms</dd>
        </div>
      ) : null}
      {sizeBytes !== undefined ? (
        <div>
          <dt>Size</dt>
          <dd>{humanBytes(sizeBytes)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Answer({ response }: { response: TryOutResponse }) {
  const headers = Object.entries(response.headers);
  const contentType = headerValue(response.headers, 'content-type');
  return (
    <>
      <ResponseFacts
        status={`${response.status} ${response.statusText}`.trim()}
        ok={isSuccess(response.status)}
        timeMs={response.durationMs}
        sizeBytes={response.sizeBytes}
      />
      <details className="try-out__headers">
        <summary>Response headers ({headers.length})</summary>
        <dl>
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {response.bodyEncoding === 'base64' ? (
        <p>
          Binary body ({humanBytes(response.sizeBytes)}
          {contentType ? `, ${contentType}` : ''}).{' '}
          {/* octet-stream: the file is saved, never opened as a page */}
          <a
            href={`data:application/octet-stream;base64,${response.body}`}
            download={downloadName(contentType)}
          >
            Download the response
          </a>
        </p>
      ) : response.body !== '' ? (
        <pre className="try-out__code try-out__code--response" data-testid="response-body">
          <code>{displayBody(response)}</code>
        </pre>
      ) : (
        <p className="field-hint">No body.</p>
      )}
    </>
  );
}
