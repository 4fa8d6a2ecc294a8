import { useParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { CardSkeletons } from '../../../components/card-skeletons';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCategoryServices } from '../api/get-category-services';
import { catalogueLinks, contactAdministrator } from '../../../lib/catalogue-links';
import { CatalogueError } from '../components/catalogue-error';
import { CatalogueTour } from '../components/catalogue-tour';
import { ServiceCard } from '../components/service-card';
import '../catalogue.css';
import { PageMeta } from '../../../components/page-meta';

/** /apis/services/:category (the parameter may also name a service or API resource). */
export function ServicesPage() {
  const { category = '' } = useParams();
  const { user } = useAuth();
  const services = useCategoryServices(category);
  const name = services.data?.category.name ?? category;

  return (
    <div className="container page">
      <PageMeta
        title={`${name} · API products · Marque`}
        description={
          services.data?.category.description ??
          `The ${name} services of the Marque API Marketplace.`
        }
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'API products', to: catalogueLinks.categories },
          { label: name },
        ]}
      />
      <header className="page-header">
        <h1>{name}</h1>
        {services.data ? <p>{services.data.category.description}</p> : null}
      </header>
      {services.isPending ? (
        <CardSkeletons label={`Loading the services of ${name}…`} count={3} />
      ) : services.isError ? (
        <CatalogueError error={services.error} onRetry={() => void services.refetch()} />
      ) : services.data.items.length === 0 ? (
        <EmptyState title={messages.noApisPublished} message={contactAdministrator} />
      ) : (
        <>
          <ul className="card-grid" aria-label={`Services of ${name}`} data-tour="service-cards">
            {services.data.items.map((service) => (
              <ServiceCard
                key={service.service}
                category={services.data.category}
                service={service}
                user={user}
              />
            ))}
          </ul>
          <CatalogueTour page="service" />
        </>
      )}
    </div>
  );
}
