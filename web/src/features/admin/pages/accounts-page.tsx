import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountSearchParam } from '../../../../../shared/admin-account-path';
import { useAuth } from '../../../lib/auth/auth-context';
import { OrganizationUsers } from '../components/organization-users';
import { OrganizationsTab } from '../components/organizations-tab';
import { useDecisionFlow } from '../components/use-decision-flow';
import { UsersTab } from '../components/users-tab';
import { PageMeta } from '../../../components/page-meta';

const tabs = [
  { id: 'users', label: 'Users' },
  { id: 'organizations', label: 'Organizations' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/**
 * /admin/accounts: users (search, filters, decisions) and partner organizations;
 * `?email=<address>` (the admins' registration mail and notice) opens on that account.
 */
export function AccountsPage() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'organizations' ? 'organizations' : 'users';
  const linkedEmail = searchParams.get(accountSearchParam)?.trim() ?? '';
  const [organization, setOrganization] = useState<string>();
  const { ask, dialog } = useDecisionFlow();
  const selfEmail = user?.email.toLowerCase();

  return (
    <div className="container page">
      <PageMeta
        title="Accounts · Admin · Marque"
        description="Activate, deactivate and unlock users and manage the admin role."
        noIndex
      />
      <header className="page-header">
        <h1>Accounts</h1>
        <p>Activate, deactivate and unlock accounts, grant or remove the admin role.</p>
      </header>
      <div className="admin-tabs" role="tablist" aria-label="Accounts">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            id={`accounts-tab-${entry.id}`}
            type="button"
            role="tab"
            className="admin-tabs__tab"
            aria-selected={tab === entry.id}
            aria-controls={`accounts-panel-${entry.id}`}
            onClick={() => setSearchParams(entry.id === 'users' ? {} : { tab: entry.id })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        id={`accounts-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`accounts-tab-${tab}`}
        className="admin-tabpanel"
      >
        {tab === 'users' ? (
          <UsersTab
            // A link to another account while the page is open starts its search afresh.
            key={linkedEmail}
            initialSearch={linkedEmail}
            selfEmail={selfEmail}
            onDecide={ask}
            onOrganization={setOrganization}
          />
        ) : (
          <OrganizationsTab onOrganization={setOrganization} />
        )}
      </div>
      {organization ? (
        <OrganizationUsers
          key={organization}
          organization={organization}
          selfEmail={selfEmail}
          onDecide={ask}
          onClose={() => setOrganization(undefined)}
        />
      ) : null}
      {dialog}
    </div>
  );
}
