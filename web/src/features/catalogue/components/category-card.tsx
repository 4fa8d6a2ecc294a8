import { Link } from 'react-router-dom';
import type { CategorySummary } from '../../../../../shared/api/catalogue-operations';
import { CategoryIcon } from '../../../components/category-icon';
import { SmartLink } from '../../../components/smart-link';
import { canRequestAccess } from '../../../lib/policies';
import type { SessionUser } from '../../../lib/auth/session-user';
import { catalogueLinks } from '../../../lib/catalogue-links';
import { RequestAccessButton } from './request-access-button';

interface CategoryCardProps {
  category: CategorySummary;
  user: SessionUser | null;
}

/** A category: the whole card leads to its services; Overview and Request Access sit above. */
export function CategoryCard({ category, user }: CategoryCardProps) {
  const count = category.serviceCount;
  return (
    <li className="card category-card">
      <div className="category-card__head">
        <CategoryIcon icon={category.icon} name={category.name} />
        <h2 className="category-card__title">
          <Link className="category-card__link" to={catalogueLinks.services(category.name)}>
            {category.name}
          </Link>
        </h2>
      </div>
      <p className="category-card__description">{category.description}</p>
      <p className="category-card__meta">
        {count} {count === 1 ? 'service' : 'services'}
      </p>
      <div className="card-actions">
        <SmartLink
          href={category.redirectLink}
          className="button button--secondary button--small"
          label={`Overview of ${category.name}`}
        >
          Overview
        </SmartLink>
        {user && canRequestAccess(user, category) ? (
          <RequestAccessButton category={category} user={user} />
        ) : null}
      </div>
    </li>
  );
}
