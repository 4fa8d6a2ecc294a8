import { Link } from 'react-router-dom';

export function BrandLink() {
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" opacity="0.12" />
        <path d="M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.3v-8.6L16 22l-5.7-7.6V23z" fill="currentColor" />
        <rect x="7" y="25" width="18" height="2" rx="1" style={{ fill: 'var(--color-gold)' }} />
      </svg>
      Marque
      <span className="brand__tag">API Marketplace</span>
    </Link>
  );
}
