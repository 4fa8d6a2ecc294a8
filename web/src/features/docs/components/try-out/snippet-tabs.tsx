import type { HarRequest } from 'httpsnippet-lite';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CopyButton } from '../../../../components/copy-button';
import { generateSnippet } from './generate-snippet';
import { snippetTargets } from './snippet-targets';
import './try-out.css';

type Snippet = { state: 'loading' } | { state: 'ready'; code: string } | { state: 'failed' };

/** The panel's show/hide button; what it shows is made only while it is open. */
export function SnippetsToggle({ children }: { children: () => ReactNode }) {
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
      {open ? children() : null}
    </section>
  );
}

/** One tab per language, each with a copy button. */
export function SnippetTabs({
  request,
  shownAs = (code) => code,
}: {
  request: HarRequest;
  /** What the code shows of itself, e.g. the masked host put back where a stand-in was needed. */
  shownAs?: (code: string) => string;
}) {
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
    generateSnippet(JSON.parse(requestJson) as HarRequest, target).then(
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
              <CopyButton value={shownAs(snippet.code)} label={`${label} snippet`} />
            </div>
            <pre className="try-out__code" data-testid="snippet-code">
              <code>{shownAs(snippet.code)}</code>
            </pre>
          </>
        )}
      </div>
    </div>
  );
}
