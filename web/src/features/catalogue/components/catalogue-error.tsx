import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { catalogueLinks } from '../../../lib/catalogue-links';

interface CatalogueErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed catalogue call: 'not found' answers say so; anything else offers a retry. */
export function CatalogueError({ error, onRetry }: CatalogueErrorProps) {
  if (isApiError(error) && error.status === 404) {
    return (
      <ErrorState title="Not found" message={error.message}>
        <Link to={catalogueLinks.categories}>Back to the API products</Link>
      </ErrorState>
    );
  }
  return <ErrorState onRetry={onRetry} />;
}
