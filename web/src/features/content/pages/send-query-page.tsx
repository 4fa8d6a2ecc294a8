import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import type { CaptchaHandle, CaptchaSlot } from '../send-query/captcha-slot';
import { SendQueryForm } from '../send-query/send-query-form';
import '../send-query/send-query.css';
import { PageMeta } from '../../../components/page-meta';

interface Sent {
  message: string;
  reference: string;
}

/**
 * /sendQuery (spec §2, contact us): a question to the API support team. Once sent, the page
 * shows the acknowledgement and the query's reference in place of the form.
 */
export function SendQueryPage<C extends CaptchaHandle>(slot: CaptchaSlot<C>) {
  const [sent, setSent] = useState<Sent | null>(null);

  return (
    <div className="container page send-query-page">
      <PageMeta
        title="Send a query · Marque"
        description="Ask Marque's API support team about access, keys, usage plans or a technical issue."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Send a query' }]} />
      <header className="page-header">
        <h1>Send a query</h1>
        <p>
          Ask the API support team about access, keys, usage plans or a technical issue. The{' '}
          <Link to="/faq">FAQ</Link> may already have the answer.
        </p>
      </header>
      {sent ? (
        <QuerySent sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <SendQueryForm {...slot} onSent={setSent} />
      )}
    </div>
  );
}

function QuerySent({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card query-sent" aria-labelledby="query-sent-title">
      <h2 id="query-sent-title" ref={heading} tabIndex={-1}>
        Query sent
      </h2>
      <p>{sent.message}</p>
      <p className="query-sent__reference">
        Reference <strong>{sent.reference}</strong>
      </p>
      <div className="query-sent__actions">
        <button type="button" className="button button--secondary" onClick={onAnother}>
          Send another query
        </button>
        <Link to="/faq">Back to the FAQ</Link>
      </div>
    </section>
  );
}
