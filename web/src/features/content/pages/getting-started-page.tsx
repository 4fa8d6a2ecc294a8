import { Link } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { gettingStartedSteps, sampleCall } from '../getting-started/getting-started-steps';
import '../public-pages.css';
import { PageMeta } from '../../../components/page-meta';

/** /getting-started: from registering to a production call, in six steps. */
export function GettingStartedPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Getting started · Marque"
        description="Register, create an application, subscribe under a usage plan, try an API and go to production with Marque."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Getting started' }]} />
      <header className="page-header">
        <h1>Getting started</h1>
        <p>
          Six steps from your first visit to your first production call. Prefer to watch?{' '}
          <Link to="/getting-started-new">See the getting-started videos</Link>.
        </p>
      </header>
      <ol className="step-list" aria-label="Steps">
        {gettingStartedSteps.map((step, index) => (
          <li key={step.title} className="card step-card">
            <span className="step-card__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2>{step.title}</h2>
              <p>{step.body}</p>
              <Link to={step.link.to}>{step.link.label}</Link>
            </div>
          </li>
        ))}
      </ol>
      <section className="sample-call" aria-labelledby="sample-call-heading">
        <h2 id="sample-call-heading">A call to the sandbox</h2>
        <p>Every call carries your application’s key; most also carry an access token.</p>
        <pre>
          <code>{sampleCall}</code>
        </pre>
      </section>
    </div>
  );
}
