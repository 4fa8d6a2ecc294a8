import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { faqTabs, type FaqTab } from '../../../../../shared/domain/content';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { FaqAccordion } from '../faq/faq-accordion';
import { faqTabFrom, faqTabParam, filterFaq } from '../faq/faq-filter';
import { useFaq, type FaqEntry } from '../faq/faq-queries';
import { FaqTabList, faqPanelId, faqTabId } from '../faq/faq-tab-list';
import '../faq/faq.css';
import '../public-pages.css';
import { PageMeta } from '../../../components/page-meta';

const questions = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** /faq (spec §2): answers by tab, a search over the tab, and a way to ask what is not there. */
export function FaqPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = faqTabFrom(searchParams.get('tab'));
  const [search, setSearch] = useState('');
  const faq = useFaq();

  const selectTab = (next: FaqTab) =>
    setSearchParams(next === faqTabs[0] ? {} : { tab: faqTabParam(next) }, { replace: true });

  return (
    <div className="container page">
      <PageMeta
        title="FAQ · Marque"
        description="Answers about Marque's APIs, onboarding, usage plans and standard procedures."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'FAQ' }]} />
      <header className="page-header">
        <h1>FAQ</h1>
        <p>
          Frequently asked questions about the portal, our APIs, onboarding, usage plans and
          procedures.
        </p>
      </header>
      <div className="faq-toolbar">
        <FaqTabList selected={tab} onSelect={selectTab} />
        <div className="field faq-search">
          <label htmlFor="faq-search">Search questions and answers</label>
          <input
            id="faq-search"
            className="input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="e.g. rate limit"
          />
        </div>
      </div>
      <section
        id={faqPanelId}
        role="tabpanel"
        aria-labelledby={faqTabId(tab)}
        className="faq-panel"
      >
        <h2 className="visually-hidden">{tab}</h2>
        {faq.isPending ? (
          <LoadingState label="Loading the FAQ…" />
        ) : faq.isError ? (
          <ErrorState message="The FAQ could not be loaded." onRetry={() => void faq.refetch()} />
        ) : (
          <FaqResults
            entries={faq.data}
            tab={tab}
            search={search}
            onClear={() => setSearch('')}
            onSelectTab={selectTab}
          />
        )}
      </section>
      <aside className="support-strip faq-ask" aria-labelledby="faq-ask-heading">
        <h2 id="faq-ask-heading">Can’t find your answer?</h2>
        <p>
          <Link to="/sendQuery">Send us a query</Link> and the API support team will answer by
          e-mail.
        </p>
      </aside>
    </div>
  );
}

interface FaqResultsProps {
  entries: readonly FaqEntry[];
  tab: FaqTab;
  search: string;
  onClear: () => void;
  onSelectTab: (tab: FaqTab) => void;
}

function FaqResults({ entries, tab, search, onClear, onSelectTab }: FaqResultsProps) {
  const term = search.trim();
  const shown = filterFaq(entries, tab, term);
  const total = filterFaq(entries, tab, '').length;
  const elsewhere = term
    ? faqTabs
        .filter((other) => other !== tab)
        .map((other) => ({ tab: other, count: filterFaq(entries, other, term).length }))
        .filter((other) => other.count > 0)
    : [];

  return (
    <>
      <p className="faq-count" role="status">
        {term ? `${questions(shown.length)} of ${total} match “${term}”` : questions(total)}
      </p>
      {shown.length > 0 ? (
        <FaqAccordion key={`${tab}:${term}`} entries={shown} />
      ) : (
        <div className="state-panel faq-empty">
          <h3>{term ? `No answers in ${tab} match “${term}”` : `No questions in ${tab} yet`}</h3>
          {elsewhere.length > 0 ? (
            <p>
              Found in{' '}
              {elsewhere.map((other, index) => (
                <span key={other.tab}>
                  {index > 0 ? ', ' : ''}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onSelectTab(other.tab)}
                  >
                    {`${other.tab} (${other.count})`}
                  </button>
                </span>
              ))}
              .
            </p>
          ) : null}
          {term ? (
            <button type="button" className="button button--secondary" onClick={onClear}>
              Clear the search
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}
