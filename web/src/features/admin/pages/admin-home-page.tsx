import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useUsers } from '../api/accounts-queries';
import { useAuditEntries, useCatalogueSummary } from '../api/audit-queries';
import { adminSections, type AdminSection } from '../admin-sections';
import { PageMeta } from '../../../components/page-meta';

/** A card's figure while it loads, when it failed, or once it is there. */
function Count({ state, text }: { state: 'pending' | 'error' | 'success'; text?: string }) {
  if (state === 'pending') return <p className="admin-card__count">Counting…</p>;
  if (state === 'error') return <p className="admin-card__count">Count unavailable</p>;
  return <p className="admin-card__count">{text}</p>;
}

/** The counts the built sections can give. */
function useSectionCounts(): Partial<Record<AdminSection, ReactNode>> {
  const summary = useCatalogueSummary();
  const users = useUsers({ limit: 1, offset: 0 });
  const audit = useAuditEntries({ limit: 1, offset: 0 });
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    apis: (
      <Count
        state={summary.status}
        text={
          summary.data &&
          `${plural(summary.data.apis, 'API')} in ${plural(summary.data.services, 'service')}`
        }
      />
    ),
    accounts: <Count state={users.status} text={users.data && plural(users.data.total, 'user')} />,
    audit: (
      <Count
        state={audit.status}
        text={audit.data && `${plural(audit.data.total, 'decision')} in the last 30 days`}
      />
    ),
  };
}

/** /admin: one card per section, with what it is for and, where built, a count. */
export function AdminHomePage() {
  const counts = useSectionCounts();
  return (
    <div className="container page">
      <PageMeta
        title="Admin · Marque"
        description="Run the catalogue, the accounts, the approvals and the content of the portal."
        noIndex
      />
      <header className="page-header">
        <h1>Admin area</h1>
        <p>Run the catalogue, the accounts and the approvals of the portal.</p>
      </header>
      <ul className="admin-cards">
        {adminSections.map((section) => (
          <li key={section.to} className="card admin-card">
            <h2 className="admin-card__title">
              <Link to={`/admin/${section.to}`}>{section.label}</Link>
            </h2>
            <p>{section.purpose}</p>
            {counts[section.to] ?? null}
          </li>
        ))}
      </ul>
    </div>
  );
}
