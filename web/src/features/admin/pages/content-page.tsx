import { useSearchParams } from 'react-router-dom';
import { contentKinds, type ContentKind } from '../../../../../shared/domain/content';
import { ContentTab } from '../components/content/content-tab';
import '../components/content/content.css';
import { PageMeta } from '../../../components/page-meta';

const tabLabels: Record<ContentKind, string> = {
  faq: 'FAQ',
  blog: 'Blogs',
  banner: 'Banners',
  maintenance: 'Maintenance',
  video: 'Videos',
  document: 'Documents',
};

const isKind = (value: string | null): value is ContentKind =>
  contentKinds.some((kind) => kind === value);

/** /admin/content: FAQ, blogs, banners, the maintenance window, videos and documents. */
export function ContentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('kind');
  const kind: ContentKind = isKind(requested) ? requested : 'faq';

  return (
    <div className="container page">
      <PageMeta
        title="Content · Admin · Marque"
        description="FAQ, blog posts, banners, maintenance, videos and documents of the public pages."
        noIndex
      />
      <header className="page-header">
        <h1>Content</h1>
        <p>What the public pages show: FAQ, what’s new, banners, maintenance, videos, documents.</p>
      </header>
      <div className="admin-tabs admin-tabs--wrap" role="tablist" aria-label="Kinds of content">
        {contentKinds.map((entry) => (
          <button
            key={entry}
            id={`content-tab-${entry}`}
            type="button"
            role="tab"
            className="admin-tabs__tab"
            aria-selected={kind === entry}
            aria-controls={`content-panel-${entry}`}
            onClick={() => setSearchParams(entry === 'faq' ? {} : { kind: entry })}
          >
            {tabLabels[entry]}
          </button>
        ))}
      </div>
      <div
        id={`content-panel-${kind}`}
        role="tabpanel"
        aria-labelledby={`content-tab-${kind}`}
        className="admin-tabpanel"
      >
        <ContentTab key={kind} kind={kind} />
      </div>
    </div>
  );
}
