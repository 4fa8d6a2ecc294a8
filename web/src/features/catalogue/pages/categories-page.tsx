import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { CardSkeletons } from '../../../components/card-skeletons';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCategories } from '../api/get-categories';
import { contactAdministrator } from '../../../lib/catalogue-links';
import { CatalogueError } from '../components/catalogue-error';
import { CatalogueTour } from '../components/catalogue-tour';
import { CategoryCard } from '../components/category-card';
import '../catalogue.css';
import { PageMeta } from '../../../components/page-meta';

/** /apis/category: the product categories, sorted by name. */
export function CategoriesPage() {
  const { user } = useAuth();
  const categories = useCategories();

  return (
    <div className="container page">
      <PageMeta
        title="API products · Marque"
        description="The API categories of Marque: customer, general, OCR, operations, parking, partner, presales and sales APIs for connected cars."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'API products' }]} />
      <header className="page-header">
        <h1>API products</h1>
        <p>Choose a category to see its services, their versions and APIs.</p>
      </header>
      {categories.isPending ? (
        <CardSkeletons label="Loading the API categories…" />
      ) : categories.isError ? (
        <CatalogueError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState title={messages.noApisPublished} message={contactAdministrator} />
      ) : (
        <>
          <ul className="card-grid" aria-label="API categories" data-tour="category-cards">
            {categories.data.map((category) => (
              <CategoryCard key={category.name} category={category} user={user} />
            ))}
          </ul>
          <CatalogueTour page="category" />
        </>
      )}
    </div>
  );
}
