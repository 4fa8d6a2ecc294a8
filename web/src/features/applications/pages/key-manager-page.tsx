import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  keyManagerCategories,
  type KeyManagerCategory,
} from '../../../../../shared/client-credentials';
import { Breadcrumb } from '../../../components/breadcrumb';
import { applicationsPaths } from '../applications-paths';
import { KeyManagerApiKeys } from '../components/key-manager-api-keys';
import { KeyManagerCertificates } from '../components/key-manager-certificates';
import '../../../components/signed-in.css';
import '../applications.css';
import '../credentials.css';
import { PageMeta } from '../../../components/page-meta';

const tabLabels: Record<KeyManagerCategory, string> = {
  apiKey: 'API keys',
  certificate: 'Client certificates',
};

/** `?category=` names the tab; anything else shows the API keys. */
function categoryOf(value: string | null): KeyManagerCategory {
  return keyManagerCategories.find((category) => category === value) ?? 'apiKey';
}

/** /keyManager?category=apiKey|certificate: the user's API keys and client certificates. */
export function KeyManagerPage() {
  const [searchParams] = useSearchParams();
  const current = categoryOf(searchParams.get('category'));
  const idPrefix = useId();
  const tabId = (category: KeyManagerCategory) => `${idPrefix}-tab-${category}`;
  return (
    <div className="container page">
      <PageMeta
        title="Key Manager · Marque"
        description="Every API key and client certificate of your applications."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Key Manager' }]} />
      <header className="page-header">
        <h1>Key Manager</h1>
        <p>The API keys and client certificates of all your applications.</p>
      </header>
      <div className="key-tabs" role="tablist" aria-label="Key Manager">
        {keyManagerCategories.map((category) => (
          <Link
            key={category}
            id={tabId(category)}
            className="key-tabs__tab"
            role="tab"
            aria-selected={category === current}
            aria-controls={`${idPrefix}-panel`}
            to={applicationsPaths.keyManager(category)}
          >
            {tabLabels[category]}
          </Link>
        ))}
      </div>
      <div
        id={`${idPrefix}-panel`}
        className="key-tabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(current)}
      >
        {current === 'apiKey' ? <KeyManagerApiKeys /> : <KeyManagerCertificates />}
      </div>
    </div>
  );
}
