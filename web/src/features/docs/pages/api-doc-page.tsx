import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { DocsIndexEntry, ServiceDoc } from '../../../../../shared/docs/doc-model';
import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useAuth } from '../../../lib/auth/auth-context';
import { getConfig } from '../../../lib/config';
import {
  DocsLoadError,
  serviceDocQuery,
  useDocsIndex,
  useServiceDoc,
} from '../../../lib/docs/docs-queries';
import { useServiceCatalogue } from '../api/get-service-catalogue';
import { DocsTour } from '../components/docs-tour';
import { DocSidebar } from '../components/doc-sidebar';
import { VersionSelect } from '../../../components/version-select';
import { OperationDoc } from '../components/operation-doc';
import { SampleResponses } from '../components/sample-responses';
import { catalogueLinks, contactAdministrator, newestFirst } from '../../../lib/catalogue-links';
import { counterpartIn } from '../operation-lookup';
import { requestUrl } from '../request-url';
import '../docs.css';
import { PageMeta } from '../../../components/page-meta';

/** /apis/detail/:apiName: one operation's documentation, found through the docs index. */
export function ApiDocPage() {
  const { apiName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const index = useDocsIndex();
  const operations = index.data?.operations;
  const entry = operations && Object.hasOwn(operations, apiName) ? operations[apiName] : undefined;
  const version = searchParams.get('version') || entry?.version || '';
  const doc = useServiceDoc(entry?.service ?? '', version, entry !== undefined);

  if (index.isPending || (entry && doc.isPending)) {
    return (
      <DocShell title={entry?.displayName ?? apiName} entry={entry}>
        <h1>{entry?.displayName ?? apiName}</h1>
        <LoadingState label="Loading the documentation…" />
      </DocShell>
    );
  }
  const failure = index.error ?? doc.error;
  if (failure) {
    // A missing or malformed file will not mend on a retry; a network failure may.
    const retry =
      failure instanceof DocsLoadError
        ? undefined
        : () => void (index.isError ? index.refetch() : doc.refetch());
    return (
      <DocShell title={apiName} entry={entry}>
        <h1>{entry?.displayName ?? apiName}</h1>
        <ErrorState
          title={messages.docsContactAdmin}
          message={messages.dataCallFailed}
          onRetry={retry}
        />
      </DocShell>
    );
  }
  const withheld =
    index.data && Object.hasOwn(index.data.withheld, apiName)
      ? index.data.withheld[apiName]
      : undefined;
  if (!entry && withheld) return <WithheldApi entry={withheld} />;
  if (!entry || !doc.data) return <NoSuchApi />;
  return <ApiDocView apiName={apiName} entry={entry} doc={doc.data} />;
}

/** An operation of a service an admin unpublished: it exists, its documentation is not shown. */
function WithheldApi({ entry }: { entry: DocsIndexEntry }) {
  const title = entry.displayName || entry.apiName;
  return (
    <DocShell title={title} entry={entry}>
      <div className="doc-layout">
        <div className="doc-layout__side">
          <DocSidebar doc={{ apiName: entry.apiName, version: entry.version, operations: [] }} />
        </div>
        <div className="doc-layout__main">
          <h1>{title}</h1>
          <EmptyState title={messages.docsContactAdmin}>
            <Link to={catalogueLinks.categories}>Back to the API products</Link>
          </EmptyState>
        </div>
      </div>
    </DocShell>
  );
}

function NoSuchApi() {
  return (
    <DocShell title={messages.noSuchApiTitle}>
      <NoSuchApiPanel />
    </DocShell>
  );
}

function NoSuchApiPanel() {
  return (
    <section className="state-panel" aria-labelledby="no-such-api">
      <h1 id="no-such-api">{messages.noSuchApiTitle}</h1>
      <p>{messages.noSuchApi}</p>
      <Link to={catalogueLinks.categories}>Back to the API products</Link>
    </section>
  );
}

function ApiDocView({
  apiName,
  entry,
  doc,
}: {
  apiName: string;
  entry: DocsIndexEntry;
  doc: ServiceDoc;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const operation = doc.operations.find((candidate) => candidate.name === apiName);
  // Signed-in users need the category's access rule and whether the gateway serves this version
  // yet; the apiId comes from here when the doc has none.
  const catalogue = useServiceCatalogue(doc.category, doc.service, user !== null);
  const undeployed = catalogue.data?.service.undeployedVersions?.includes(doc.version) ?? false;
  const productApiUrl = getConfig().productApiUrl;
  const apiId = doc.apiId || catalogue.data?.service.apiId;
  const url =
    operation && productApiUrl && apiId
      ? requestUrl(productApiUrl, apiId, operation.path)
      : undefined;

  const switchVersion = async (target: string) => {
    let next = apiName;
    try {
      const targetDoc = await queryClient.fetchQuery(serviceDocQuery(doc.service, target));
      next =
        (operation ? counterpartIn(targetDoc, operation) : targetDoc.operations[0])?.name ?? next;
    } catch {
      // The page shows the target version's failure itself.
    }
    void navigate(catalogueLinks.apiDetail(next, target));
  };

  const title = operation ? operation.displayName || operation.name : doc.apiName;
  return (
    <DocShell title={title} entry={entry} doc={doc}>
      <div className="doc-layout">
        <div className="doc-layout__side">
          {doc.versions.length > 0 ? (
            <VersionSelect
              id="doc-version-select"
              versions={newestFirst(doc.versions)}
              value={doc.version}
              onChange={(target) => void switchVersion(target)}
            />
          ) : null}
          <DocSidebar doc={doc} current={operation?.name} />
        </div>
        <div className="doc-layout__main">
          {doc.operations.length === 0 ? (
            <>
              <h1>{doc.apiName}</h1>
              <EmptyState title={messages.noApisPublished} message={contactAdministrator} />
            </>
          ) : operation ? (
            <OperationDoc
              doc={doc}
              operation={operation}
              user={user}
              requestUrl={url}
              productApiUrl={productApiUrl}
              category={catalogue.data?.category}
              categoryFailed={catalogue.isError}
              undeployed={undeployed}
            />
          ) : (
            <NoSuchApiPanel />
          )}
        </div>
        {operation ? (
          <div className="doc-layout__aside">
            <SampleResponses responses={operation.responses} />
            <DocsTour />
          </div>
        ) : null}
      </div>
    </DocShell>
  );
}

interface DocShellProps {
  title: string;
  entry?: DocsIndexEntry;
  doc?: ServiceDoc;
  children: ReactNode;
}

/** The page frame: document title and breadcrumb (Home / API products / category / service / API). */
function DocShell({ title, entry, doc, children }: DocShellProps) {
  const category = doc?.category ?? entry?.category;
  const service = doc?.service ?? entry?.service;
  const serviceName = doc?.apiName ?? entry?.apiName ?? service;
  return (
    <div className="container page doc-page">
      <PageMeta
        title={`${title} · ${serviceName ?? 'API documentation'} · Marque`}
        description={`${title}: API documentation of ${serviceName ?? 'a Marque service'}, with its request, parameters, responses and a live try-out.`}
        type="article"
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: catalogueLinks.home },
          { label: 'API products', to: catalogueLinks.categories },
          ...(category ? [{ label: category, to: catalogueLinks.services(category) }] : []),
          ...(category && service && serviceName
            ? [
                {
                  label: serviceName,
                  to: catalogueLinks.serviceDetail(category, service, doc?.version),
                },
              ]
            : []),
          { label: title },
        ]}
      />
      {children}
    </div>
  );
}
