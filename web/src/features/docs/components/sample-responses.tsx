import type { DocResponse } from '../../../../../shared/docs/doc-model';
import { CodeBlock } from './code-block';
import { FieldsTable } from './fields-table';

/** Spec §9: 200-family green, every other code red. */
export function responseTone(code: string): 'success' | 'error' {
  return /^2\d\d$/.test(code) ? 'success' : 'error';
}

/** Status codes ascending (spec §9), whatever order the document lists them in. */
export function ascending(responses: readonly DocResponse[]): DocResponse[] {
  return [...responses].sort((a, b) =>
    a.code.localeCompare(b.code, undefined, { numeric: true, sensitivity: 'base' }),
  );
}

/** One accordion per status code, the first open: the example, then the response parameters. */
export function SampleResponses({ responses }: { responses: readonly DocResponse[] }) {
  const sorted = ascending(responses);
  return (
    <section className="doc-section" aria-labelledby="doc-responses">
      <h2 id="doc-responses">Sample responses</h2>
      {sorted.length === 0 ? <p className="doc-muted">No sample responses documented.</p> : null}
      {sorted.map((response, index) => (
        <details
          key={response.code}
          className={`response response--${responseTone(response.code)}`}
          open={index === 0}
        >
          <summary>
            <span className="response__code">{response.code}</span>
            <span className="response__description">{response.description}</span>
          </summary>
          <div className="response__body">
            {response.contentType ? (
              <p className="doc-muted">
                Content type <code>{response.contentType}</code>
              </p>
            ) : null}
            {response.example !== undefined ? (
              <CodeBlock value={response.example} label={`Example ${response.code} response`} />
            ) : null}
            {response.fields.length > 0 ? (
              <FieldsTable
                caption={`Response parameters (${response.code})`}
                fields={response.fields}
                compact
              />
            ) : null}
          </div>
        </details>
      ))}
    </section>
  );
}
