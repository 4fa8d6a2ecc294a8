import { Link } from 'react-router-dom';
import { PageMeta } from './page-meta';

interface ComingSoonProps {
  feature: string;
  summary: string;
  /** Inside another layout (e.g. the two-panel sign-in screen): no page padding. */
  compact?: boolean;
}

/** The honest placeholder of a screen a later piece of work builds. */
export function ComingSoon({ feature, summary, compact = false }: ComingSoonProps) {
  const body = (
    <div className={compact ? 'coming-soon' : 'coming-soon message-card'}>
      <PageMeta title={`${feature} · Marque`} description={summary} />
      <span className="coming-soon__eyebrow">Coming soon</span>
      {compact ? <h2>{feature}</h2> : <h1>{feature}</h1>}
      <p>{summary}</p>
      <p>This part of the portal is not built yet.</p>
      <div className="coming-soon__links">
        <Link className="button" to="/apis/category">
          Browse the API products
        </Link>
        <Link className="button button--secondary" to="/">
          Back to home
        </Link>
      </div>
    </div>
  );
  return compact ? body : <div className="container page">{body}</div>;
}
