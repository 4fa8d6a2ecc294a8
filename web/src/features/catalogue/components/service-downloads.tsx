import {
  downloadsBasePath,
  downloadsOf,
  useDownloadsIndex,
  type DownloadKind,
} from '../api/get-downloads';

const labels: Record<DownloadKind, string> = {
  openapi: 'OpenAPI (JSON)',
  postman: 'Postman collection',
  'typescript-sdk': 'TypeScript SDK (zip)',
};
const order: DownloadKind[] = ['openapi', 'postman', 'typescript-sdk'];

interface ServiceDownloadsProps {
  category: { name: string; sdkRequired: boolean };
  service: string;
  version: string;
}

/** The selected version's static downloads (spec §7); public, like the documentation. */
export function ServiceDownloads({ category, service, version }: ServiceDownloadsProps) {
  const index = useDownloadsIndex();
  const files = downloadsOf(index.data, category.name, service, version)
    .filter((file) => file.kind in labels)
    .filter((file) => file.kind !== 'typescript-sdk' || category.sdkRequired)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  if (files.length === 0) return null;

  return (
    <section className="service-section" aria-labelledby="service-downloads">
      <h2 id="service-downloads">Downloads</h2>
      <ul className="service-downloads">
        {files.map((file) => (
          <li key={file.path}>
            <a href={`${downloadsBasePath}/${file.path}`} download>
              {labels[file.kind]}
            </a>{' '}
            <span className="service-downloads__size">({formatSize(file.bytes)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
