import { Link, useParams, useSearchParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { useAuth } from '../../../lib/auth/auth-context';
import { useServiceDetail, type ServiceDetail } from '../api/get-service-detail';
import { catalogueLinks, contactAdministrator, newestFirst } from '../../../lib/catalogue-links';
import { ApiTable } from '../components/api-table';
import { CatalogueTour } from '../components/catalogue-tour';
import { CatalogueError } from '../components/catalogue-error';
import { ServiceDownloads } from '../components/service-downloads';
import { SubscribeOfferAction } from '../components/subscribe-offer-action';
import { VersionSelect } from '../../../components/version-select';
import '../catalogue.css';
import { PageMeta } from '../../../components/page-meta';
import { VersionChangesSection } from '../../../components/version-changes/version-changes';
import { useServiceDoc } from '../../../lib/docs/docs-queries';
import { previousVersion } from '../../../lib/docs/version-comparison';

/** /apis/servicesdetail/:category/:service: overview, version dropdown and the APIs table. */
export function ServiceDetailPage() {
  const { category = '', service = '' } = useParams();
  const detail = useServiceDetail(category, service);
  const title = detail.data?.service.apiName ?? service;
  const categoryName = detail.data?.category.name ?? category;

  return (
    <div className="container page">
      <PageMeta
        title={`${title} · ${categoryName} · Marque`}
        description={
          detail.data?.service.description ??
          `${title}: a ${categoryName} service of the Marque API Marketplace, with its versions, APIs and usage plans.`
        }
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'API products', to: catalogueLinks.categories },
          { label: categoryName, to: catalogueLinks.services(categoryName) },
          { label: title },
        ]}
      />
      {detail.isPending ? (
        <>
          <h1>{title}</h1>
          <LoadingState label="Loading the service…" />
        </>
      ) : detail.isError ? (
        <>
          <h1>{title}</h1>
          <CatalogueError error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      ) : (
        <ServiceDetailView detail={detail.data} />
      )}
    </div>
  );
}

function ServiceDetailView({ detail }: { detail: ServiceDetail }) {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const versions = newestFirst(
    detail.service.versions.length > 0
      ? detail.service.versions
      : detail.apis.map((api) => api.version),
  );
  const requested = searchParams.get('version');
  const selected = requested && versions.includes(requested) ? requested : (versions[0] ?? '');
  const apis = detail.apis.filter((api) => api.version === selected);
  const useCase = detail.service.useCaseDocument;

  const selectVersion = (version: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('version', version);
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <header className="page-header service-header">
        <h1>{detail.service.apiName}</h1>
        <div className="service-header__actions">
          {useCase ? (
            <Link className="button button--secondary" to={catalogueLinks.useCase(useCase)}>
              Use Case
            </Link>
          ) : null}
          <SubscribeOfferAction
            user={user}
            category={detail.category}
            className="button"
            sandboxKey={{
              docsPath: apis[0] ? catalogueLinks.apiDetail(apis[0].name, selected) : undefined,
            }}
            target={{
              category: detail.category.name,
              service: detail.service.service,
              apiName: detail.service.apiName,
            }}
          />
        </div>
      </header>
      <section className="service-section" aria-labelledby="service-overview">
        <h2 id="service-overview">Overview</h2>
        <p>{detail.service.description}</p>
      </section>
      <section className="service-section" aria-labelledby="service-apis" data-tour="service-apis">
        <div className="section-head">
          <h2 id="service-apis">APIs</h2>
          {versions.length > 0 ? (
            <VersionSelect versions={versions} value={selected} onChange={selectVersion} />
          ) : null}
        </div>
        {detail.service.undeployedVersions?.includes(selected) ? (
          <p className="field-hint">
            Version {selected} is not on the gateway yet: its APIs are documented, try out is not
            available yet.
          </p>
        ) : null}
        {apis.length === 0 ? (
          <EmptyState title={messages.noApisPublished} message={contactAdministrator} />
        ) : (
          <>
            <ApiTable apis={apis} version={selected} />
            <CatalogueTour page="service-detail" />
          </>
        )}
      </section>
      {selected ? (
        <WhatChanged
          service={detail.service.service}
          version={selected}
          versions={[...versions].reverse()}
        />
      ) : null}
      {selected ? (
        <ServiceDownloads
          category={detail.category}
          service={detail.service.service}
          version={selected}
        />
      ) : null}
    </>
  );
}

/** What changed in the version from the one before it; nothing for a first version. */
function WhatChanged({
  service,
  version,
  versions,
}: {
  service: string;
  version: string;
  /** Ascending. */
  versions: string[];
}) {
  const compared = previousVersion(versions, version) !== undefined;
  const doc = useServiceDoc(service, version, compared);
  // The APIs table stands without it: while loading or when the docs cannot be read, nothing.
  if (!compared || !doc.data?.changes) return null;
  return <VersionChangesSection version={version} changes={doc.data.changes} />;
}
