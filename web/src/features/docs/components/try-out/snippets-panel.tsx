import type { HarRequest } from 'httpsnippet-lite';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import { CopyButton } from '../../../../components/copy-button';
import { snippetRequest } from './snippet-request';
import { snippetTargets, type SnippetTarget } from './snippet-targets';
import type { TryOutValues } from './try-out-values';

type Snippet = { state: 'loading' } | { state: 'ready'; code: string } | { state: 'failed' };

/** The generator (about 20 KB gzip) is fetched only when someone opens the panel. */
async function generate(request: HarRequest, { target, client }: SnippetTarget): Promise<string> {
  const { HTTPSnippet } = await import('httpsnippet-lite');
  const output = await new HTTPSnippet(request).convert(target, client);
  return Array.isArray(output) ? output.join('\n\n') : (output ?? '');
}

interface SnippetsPanelProps {
  control: Control<TryOutValues>;
  baseUrl: string;
  operation: DocOperation;
}

/** Code snippets of the request as filled in, one tab per language, each with a copy button. */
export function SnippetsPanel(props: SnippetsPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className="try-out__snippets" aria-label="Code snippets">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide code snippets' : 'Show code snippets'}
      </button>
      {open ? <WatchedSnippets {...props} /> : null}
    </section>
  );
}

/** Follows the form only while the panel is open. */
function WatchedSnippets({ control, baseUrl, operation }: SnippetsPanelProps) {
  const [params, body, fields, files] = useWatch({
    control,
    name: ['params', 'body', 'fields', 'files'],
  });
  const request = snippetRequest(baseUrl, operation, {
    params,
    body,
    fields,
    files,
    subscription: '',
    token: '',
  });
  return <SnippetTabs request={request} />;
}

function SnippetTabs({ request }: { request: HarRequest }) {
  const idPrefix = useId();
  const [selected, setSelected] = useState(0);
  const [result, setResult] = useState<{ key: string; snippet: Snippet }>();
  const target = snippetTargets[selected];
  const requestJson = JSON.stringify(request);
  const key = `${target?.key ?? ''}:${requestJson}`;
  const snippet: Snippet = result?.key === key ? result.snippet : { state: 'loading' };

  useEffect(() => {
    if (!target) return;
    let current = true;
    generate(JSON.parse(requestJson) as HarRequest, target).then(
      (code) => current && setResult({ key, snippet: { state: 'ready', code } }),
      () => current && setResult({ key, snippet: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key, requestJson, target]);

  const tabId = (index: number) => `${idPrefix}-tab-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (selected + step + snippetTargets.length) % snippetTargets.length;
    setSelected(next);
    document.getElementById(tabId(next))?.focus();
  };
  const label = target?.label ?? '';

  return (
    <div className="try-out__snippet-tabs">
      <div role="tablist" aria-label="Snippet language" className="try-out__tabs">
        {snippetTargets.map((target, index) => (
          <button
            key={target.key}
            id={tabId(index)}
            type="button"
            role="tab"
            className="try-out__tab"
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {target.label}
          </button>
        ))}
      </div>
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(selected)}>
        {snippet.state === 'loading' ? (
          <p className="dialog-status">
            <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
            Preparing the snippet…
          </p>
        ) : snippet.state === 'failed' ? (
          <p className="field-error">The snippet could not be made.</p>
        ) : (
          <>
            <div className="try-out__snippet-actions">
              <CopyButton value={snippet.code} label={`${label} snippet`} />
            </div>
            <pre className="try-out__code" data-testid="snippet-code">
              <code>{snippet.code}</code>
            </pre>
          </>
        )}
      </div>
    </div>
  );
}
