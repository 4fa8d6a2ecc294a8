import { Link } from 'react-router-dom';
import type {
  CategorySummary,
  ServiceSummary,
} from '../../../../../shared/api/catalogue-operations';
import type { SessionUser } from '../../../lib/auth/session-user';
import { catalogueLinks, newestFirst } from '../../../lib/catalogue-links';
import { SubscribeOfferAction } from './subscribe-offer-action';

interface ServiceCardProps {
  category: CategorySummary;
  service: ServiceSummary;
  user: SessionUser | null;
}

export function ServiceCard({ category, service, user }: ServiceCardProps) {
  const versions = newestFirst(service.versions);
  return (
    <li className="card service-card">
      <h2 className="service-card__title">{service.apiName}</h2>
      <p className="service-card__description">{service.description}</p>
      {versions.length > 0 ? (
        <p className="service-card__versions">
          {versions.length === 1 ? 'Version' : 'Versions'}: {versions.join(', ')}
        </p>
      ) : null}
      <div className="card-actions">
        <Link
          className="button button--small"
          to={catalogueLinks.serviceDetail(category.name, service.service)}
          aria-label={`Browse ${service.apiName}`}
        >
          Browse
        </Link>
        <SubscribeOfferAction
          user={user}
          category={category}
          target={{ category: category.name, service: service.service, apiName: service.apiName }}
        />
      </div>
    </li>
  );
}
